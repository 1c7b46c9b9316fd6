import { useEffect, useRef, useState } from 'react';
import { onSessionChanged } from '../../../lib/session-events';
import { useSession } from '../session/use-session';
import { forgetDraft, keepDraft, peekDraft, type DraftValues, type KeptDraft, type TakenDraft } from './kept-draft-store';

const edited = <V extends DraftValues>(values: V, initialValues: V) =>
  (Object.keys({ ...values, ...initialValues }) as (keyof V)[]).some((field) => values[field] !== initialValues[field]);

/**
 * What the same user had typed into this form when their session ended under it (the guard then
 * sent them to log in, and the form went with the page); handed out once.
 */
export function useRestoredDraft<V extends DraftValues>(formKey: string): TakenDraft<V> | undefined {
  const userId = useSession().session?.user._id;
  const [restored] = useState(() => peekDraft<V>(formKey, userId));
  useEffect(() => forgetDraft(formKey), [formKey]);
  return restored;
}

/** Keeps the form's edited values when the session ends, for useRestoredDraft after the next login. */
export function useKeepDraftOnSessionEnd<V extends DraftValues>(formKey: string, values: V, initialValues: V): void {
  const userId = useSession().session?.user._id;
  const latest = useRef<KeptDraft<V> | undefined>(undefined);
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
