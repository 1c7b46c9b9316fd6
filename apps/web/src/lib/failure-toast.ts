import toast from 'react-hot-toast';
import { AppRefusal, errorMessage } from './api-client';
import { endedSession } from './session-events';

/** A toast a screen reader does not read out: the page says the same where the user is. */
const NOT_READ_OUT = { role: 'status', 'aria-live': 'off' } as const;

/**
 * Tells the user why a call failed, as the server put it, in the toast `id` (a retry replaces it
 * instead of stacking). Not when the session ended under the call: that has its one toast already.
 * `saidOnPage`: the form shows the message too, as an alert, so the toast is not read out a second time.
 */
export function toastFailure(failure: unknown, id?: string, fallback?: string, saidOnPage = false): void {
  if (endedSession(failure)) return;
  // The app's own refusals say what to do next (another admin's change: send again to overwrite it),
  // which takes longer to read than the 4 s a failure shows (outside recheck R11).
  toast.error(errorMessage(failure, fallback), { id, ...(saidOnPage && { ariaProps: NOT_READ_OUT }), ...(failure instanceof AppRefusal && { duration: 10_000 }) });
}
