import toast from 'react-hot-toast';
import { errorMessage } from './api-client';
import { endedSession } from './session-events';

/**
 * Tells the user why a call failed, as the server put it, in the toast `id` (a retry replaces it
 * instead of stacking). Not when the session ended under the call: that has its one toast already.
 */
export function toastFailure(failure: unknown, id?: string, fallback?: string): void {
  if (endedSession(failure)) return;
  toast.error(errorMessage(failure, fallback), { id });
}
