import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../features/auth';

/**
 * Signing in, out or as someone else drops every cached reply: an admin's products carry the reserve,
 * a user's lists their own bids, and none of it may show, even for a moment, to the next account.
 */
export function ForgetDataOfOtherUser() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user._id;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    // Empties every entry; the screens still open (the header's categories, the page itself) ask again as the new account.
    void queryClient.resetQueries();
  }, [queryClient, userId]);
  return null;
}
