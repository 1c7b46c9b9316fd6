import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { LIMITS, type PublicUser, type UpdateProfileRequest, type UpdateProfileResponse } from '@bidhub/contracts';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { SubmitButton } from '../../../components/SubmitButton';
import { FormRefusal } from '../../../components/FormRefusal';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../auth-api';
import { RestoredDraftNote } from '../kept-drafts/RestoredDraftNote';
import { useSession } from '../session/use-session';
import { TextField } from '../TextField';
import { filled, useCheckedForm } from '../use-checked-form';
import { profileChanges } from './profile-changes';
import { useKeepProfileDraft, useProfileStart, type ProfileDraft } from './profile-draft';
import { accountKey, useFreshAccount } from './use-fresh-account';

type ProfileValues = Required<UpdateProfileRequest>;

const CHECKS = { name: filled('Enter your name'), phone: filled('Enter your phone number') };

/** /dashboard/user/profile: name, phone and address; password and answer only when typed. */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const { session } = useSession();
  // The form starts from the account as the read on opening found it (should it fail, from the copy
  // kept here), and keeps it: a cached read from the dashboard a moment before was already stale
  // (outside audit R5), and a later read must not overwrite what is being typed.
  const account = useFreshAccount();
  const [start, setStart] = useState<PublicUser>();
  if (start === undefined && session && !account.isFetching) setStart(account.data ?? session.user);
  if (!session) return null;
  if (start === undefined) return <SkeletonLines count={6} />;
  return <ProfileForm current={start} />;
}

function ProfileForm({ current }: { current: PublicUser }) {
  const { replaceUser } = useSession();
  const { start, restored } = useProfileStart(current);
  // The account as last read or saved here: only what differs from it is sent.
  const saved = useRef<ProfileDraft>(current);
  const { values, fieldProps, replace, submit: check, refusal } = useCheckedForm<ProfileValues>({ ...start, password: '', answer: '' }, CHECKS, (typed): Promise<unknown> => submit(profileChanges(saved.current, typed)));
  useKeepProfileDraft(current, values);
  const queryClient = useQueryClient();
  const onUpdated = useCallback(
    ({ updatedUser }: UpdateProfileResponse) => {
      saved.current = updatedUser;
      queryClient.setQueryData(accountKey(updatedUser._id), updatedUser);
      replaceUser(updatedUser);
      // The fields show the account as saved, another device's changes to them too. Secrets are
      // never shown back; emptied, they mean 'unchanged' on the next update too.
      replace({ name: updatedUser.name, phone: updatedUser.phone, address: updatedUser.address, password: '', answer: '' });
      toast.success('Profile Updated Successfully', { id: 'profile' });
    },
    [queryClient, replaceUser, replace],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.updateProfile, onUpdated, 'profile', true);

  return (
    <section className="card dashboard-card profile-form" aria-labelledby="profile-heading">
      <h1 id="profile-heading" className="dashboard-card__title">
        USER PROFILE
      </h1>
      <form className="dashboard-card__body" noValidate onSubmit={check}>
        {restored && <RestoredDraftNote draft={restored} />}
        <TextField {...fieldProps('name')} label="Name" placeholder="Enter Your Name" maxLength={LIMITS.name} autoComplete="name" />
        {/* Shown, never sent: the server never changes a username. */}
        <TextField name="email" label="Username" value={current.email} onText={() => undefined} hint="Usernames cannot be changed." placeholder="Enter Your Username" disabled />
        <TextField {...fieldProps('password')} label="Password" secret hint={`Leave empty to keep your current password. A new one signs you out on your other devices. It needs at least ${LIMITS.passwordMin} characters.`} placeholder="Enter Your Password" maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        <TextField {...fieldProps('phone')} label="Phone" placeholder="Enter Your Phone" maxLength={LIMITS.phone} autoComplete="tel" inputMode="tel" />
        <TextField {...fieldProps('address')} label="Address" placeholder="Enter Your Address" maxLength={LIMITS.address} autoComplete="street-address" />
        <TextField {...fieldProps('answer')} label="What's your favourite Color?" hint="Leave empty to keep your current answer." placeholder="Enter Your favourite Color" maxLength={LIMITS.answer} autoComplete="off" />
        <FormRefusal message={refusal} />
        <SubmitButton sending={submitting}>UPDATE</SubmitButton>
      </form>
    </section>
  );
}
