import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { onSessionChanged } from '../../../lib/session-events';
import { useSession } from '../session/use-session';
import { forgetDraft, keepDraft, peekDraft, type DraftValues, type KeptDraft, type TakenDraft } from './kept-draft-store';

/**
 * Only the fields the user changed: given back over the form's values as they are then, an
 * untouched field shows its latest value (a late bid's extended end), not the one it opened with.
 */
function editedFields<V extends DraftValues>(values: V, initialValues: V): Partial<V> | undefined {
  const fields = (Object.keys({ ...values, ...initialValues }) as (keyof V)[]).filter((field) => values[field] !== initialValues[field]);
  return fields.length === 0 ? undefined : (Object.fromEntries(fields.map((field) => [field, values[field]])) as Partial<V>);
}

/**
 * What the same user had typed into this form when their session ended under it (the guard then
 * sent them to log in, and the form went with the page), or when they left it unsaved
 * (useKeepDraftWhenLeft), over the form's `initialValues`; handed out once.
 */
export function useRestoredDraft<V extends DraftValues>(formKey: string, initialValues: V): TakenDraft<V> | undefined {
  const userId = useSession().session?.user._id;
  const [restored] = useState(() => {
    const kept = peekDraft<Partial<V>>(formKey, userId);
    return kept && { ...kept, values: { ...initialValues, ...kept.values } };
  });
  // Only a draft handed out is forgotten: another user's waits for them (outside recheck R11).
  const handedOut = restored !== undefined;
  useEffect(() => {
    if (handedOut) forgetDraft(formKey);
  }, [formKey, handedOut]);
  return restored;
}

/** The user's edits to the form while signed in, kept up to date for the moment it must be kept. */
function useLatestEdits<V extends DraftValues>(values: V, initialValues: V) {
  const userId = useSession().session?.user._id;
  const latest = useRef<KeptDraft<Partial<V>> | undefined>(undefined);
  useEffect(() => {
    // The session is already cleared when this re-runs after its end: keep what was there before.
    if (userId === undefined) return;
    const edits = editedFields(values, initialValues);
    latest.current = edits && { userId, values: edits };
  }, [userId, values, initialValues]);
  return latest;
}

/** Keeps the latest edits when the session ends. */
function useKeepOnSessionEnd<V extends DraftValues>(formKey: string, latest: RefObject<KeptDraft<Partial<V>> | undefined>) {
  useEffect(
    () =>
      onSessionChanged((change) => {
        if (change === 'ended' && latest.current) keepDraft(formKey, latest.current);
      }),
    [formKey, latest],
  );
}

/** Keeps the form's edited values when the session ends, for useRestoredDraft after the next login. */
export function useKeepDraftOnSessionEnd<V extends DraftValues>(formKey: string, values: V, initialValues: V): void {
  useKeepOnSessionEnd(formKey, useLatestEdits(values, initialValues));
}

/**
 * Keeps the form's edited values when it goes away unsaved (a link, Back, a reload), for
 * useRestoredDraft when the user opens it again, and when the session ends, as
 * useKeepDraftOnSessionEnd does (that draft keeps its own note). Returns `whileSending`, which wraps the form's send
 * (resolving with the refusal, or undefined once saved or called off): a form that goes away with the
 * very values it saved keeps nothing; one that goes away while sending keeps its edits only if the
 * send then fails.
 */
export function useKeepDraftWhenLeft<V extends DraftValues>(formKey: string, values: V, initialValues: V) {
  const latest = useLatestEdits(values, initialValues);
  useKeepOnSessionEnd(formKey, latest);
  const shown = useRef(values);
  useEffect(() => {
    shown.current = values;
  }, [values]);
  const sending = useRef(false);
  const settled = useRef<V | undefined>(undefined);
  const gone = useRef(false);
  const keepLeft = useCallback(() => {
    const edits = latest.current;
    if (!edits) return;
    // A draft kept as the session ended stays, to say so when it comes back; one kept as left (a
    // pagehide the page came back from) gives way to the later typing.
    const kept = peekDraft(formKey, edits.userId);
    if (!kept || kept.left) keepDraft(formKey, { ...edits, left: true });
  }, [formKey, latest]);
  useEffect(() => {
    gone.current = false;
    const keepUnsaved = () => {
      if (!sending.current && shown.current !== settled.current) keepLeft();
    };
    // A reload, a typed address or a closed tab take the page without unmounting the form: this
    // tab's storage keeps the typing for the next load (outside recheck R11).
    window.addEventListener('pagehide', keepUnsaved);
    return () => {
      window.removeEventListener('pagehide', keepUnsaved);
      gone.current = true;
      keepUnsaved();
    };
  }, [keepLeft]);
  return useCallback(
    <A,>(send: (sent: A) => Promise<unknown>) =>
      async (sent: A) => {
        const sentFrom = shown.current;
        sending.current = true;
        try {
          const refusal = await send(sent);
          if (refusal === undefined) settled.current = sentFrom;
          // Left while sending, and not saved after all (outside recheck R11).
          else if (gone.current) keepLeft();
          return refusal;
        } finally {
          sending.current = false;
        }
      },
    [keepLeft],
  );
}
