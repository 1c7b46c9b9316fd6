import type { UpdateProfileRequest } from '@bidhub/contracts';
import type { ProfileDraft } from './profile-draft';

type ProfileValues = Required<UpdateProfileRequest>;

/**
 * What an update sends: the fields changed from the account as last read or saved here, and a new
 * password or answer when one is typed. Sending every field undid another device's change to one
 * this user never touched (outside audit R6).
 */
export function profileChanges(saved: ProfileDraft, typed: ProfileValues): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  for (const field of ['name', 'phone', 'address'] as const) if (typed[field] !== saved[field]) changes[field] = typed[field];
  if (typed.password !== '') changes.password = typed.password;
  if (typed.answer !== '') changes.answer = typed.answer;
  return changes;
}
