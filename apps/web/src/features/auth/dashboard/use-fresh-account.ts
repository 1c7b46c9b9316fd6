import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PublicUser } from '@bidhub/contracts';
import { authApi } from '../auth-api';
import { useSession } from '../session/use-session';

const sameAccount = (a: PublicUser, b: PublicUser) =>
  a._id === b._id && a.name === b.name && a.email === b.email && a.phone === b.phone && a.address === b.address && a.role === b.role;

/**
 * The signed-in account as the server holds it now, read whenever a dashboard opens, and kept as the
 * session's user: the copy from sign-in stayed for weeks of renewed tokens, so another device's new
 * name or address never showed here, and a profile save from here undid it.
 */
export function useFreshAccount() {
  const { session, replaceUser } = useSession();
  const userId = session?.user._id;
  // Read on every opening, even with a copy cached from the page before: the profile form starts from this read.
  const account = useQuery({ queryKey: accountKey(userId), queryFn: authApi.profile, enabled: userId !== undefined, refetchOnMount: 'always' });
  const fresh = account.data;
  // Each read is taken once: taken again whenever the session's user changed, an older read undid
  // a profile save made here a moment later (outside audit R7).
  const taken = useRef<PublicUser>(undefined);
  useEffect(() => {
    if (!fresh || !session || taken.current === fresh) return;
    taken.current = fresh;
    if (fresh._id === session.user._id && !sameAccount(fresh, session.user)) replaceUser(fresh);
  }, [fresh, session, replaceUser]);
  return account;
}

/** The cache key of the account's read, which a profile save overwrites with the saved account. */
export const accountKey = (userId: string | undefined) => ['account', userId];
