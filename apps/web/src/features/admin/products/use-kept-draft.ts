import { useEffect, useRef, useState } from 'react';
import { onSessionChanged } from '../../../lib/session-events';
import { useSession } from '../../auth';
import { forgetDraft, keepDraft, peekDraft, type KeptDraft, type TakenDraft } from './kept-draft-store';
import type { ProductFormValues } from './product-form-values';

const edited = (values: ProductFormValues, initialValues: ProductFormValues) =>
  (Object.keys({ ...values, ...initialValues }) as (keyof ProductFormValues)[]).some((field) => values[field] !== initialValues[field]);

/**
 * What the same user had typed into this form when their session ended under it (the guard then
 * sent them to log in, and the form went with the page); handed out once.
 */
export function useRestoredDraft(formKey: string): TakenDraft | undefined {
  const userId = useSession().session?.user._id;
  const [restored] = useState(() => peekDraft(formKey, userId));
  useEffect(() => forgetDraft(formKey), [formKey]);
  return restored;
}

/** Keeps the form's edited values when the session ends, for useRestoredDraft after the next login. */
export function useKeepDraftOnSessionEnd(formKey: string, values: ProductFormValues, initialValues: ProductFormValues): void {
  const userId = useSession().session?.user._id;
  const latest = useRef<KeptDraft | undefined>(undefined);
  const changed = edited(values, initialValues);
  useEffect(() => {
    // The session is already cleared when this re-runs after its end: keep what was there before.
    if (userId !== undefined) latest.current = changed ? { userId, values } : undefined;
  }, [userId, values, changed]);
  useEffect(
    () =>
      onSessionChanged((change) => {
        if (change === 'ended' && latest.current) keepDraft(formKey, latest.current);
      }),
    [formKey],
  );
}
