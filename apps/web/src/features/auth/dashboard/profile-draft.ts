import { useMemo } from 'react';
import type { PublicUser } from '@bidhub/contracts';
import { useKeepDraftOnSessionEnd, useRestoredDraft } from '../kept-drafts/use-kept-draft';

/** What the profile form keeps when the session ends under it: never a new password or answer. */
export interface ProfileDraft {
  name: string;
  phone: string;
  address: string;
}

const FORM_KEY = 'profile';

const draftOf = ({ name, phone, address }: ProfileDraft): ProfileDraft => ({ name, phone, address });

/** The user's saved profile, or what they had typed into it when their session last ended under the form. */
export function useProfileStart(current: PublicUser) {
  const restored = useRestoredDraft(FORM_KEY, draftOf(current));
  return { start: restored?.values ?? draftOf(current), restored };
}

/** Keeps the typed name, phone and address over a session's end, for useProfileStart after the next login. */
export function useKeepProfileDraft(current: PublicUser, values: ProfileDraft) {
  const { name, phone, address } = values;
  const typed = useMemo(() => ({ name, phone, address }), [name, phone, address]);
  const saved = useMemo(() => draftOf(current), [current]);
  useKeepDraftOnSessionEnd(FORM_KEY, typed, saved);
}
