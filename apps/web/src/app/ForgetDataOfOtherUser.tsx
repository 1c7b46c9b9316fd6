import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../features/auth';

/**
 * Signing out or as someone else drops every cached reply: an admin's products carry the reserve,
 * a user's lists their own bids, and none of it may show, even for a moment, to the next account.
 * Signing in after no one (the server's page taken over by a signed-in browser, a visitor logging
 * in) hides nobody's data: every reply is asked again as the account while the screen keeps showing
 * the public one, instead of emptying into skeletons and shifting the page.
 */
export function ForgetDataOfOtherUser() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user._id;
  const shownFor = useRef(userId);
  useEffect(() => {
    const previous = shownFor.current;
    if (previous === userId) return;
    shownFor.current = userId;
    // The screens still open (the header's categories, the page itself) ask again as the new account.
    void (previous === undefined ? queryClient.invalidateQueries() : queryClient.resetQueries());
  }, [queryClient, userId]);
  return null;
}
