import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { toastFailure } from './failure-toast';

/**
 * Sends a form to the server and waits for its answer: `submitting` drives the button's spinner, a
 * failure shows the server's own message and leaves the form as it was, a success goes to `onSuccess`.
 * `toastId` is the form's one toast: a failed retry replaces its error instead of stacking another,
 * and the success toast (shown with the same id) replaces the error, or the error is dismissed.
 * `saysFailuresOnPage`: the form shows each failure itself (useCheckedForm), so its toast is not read out.
 */
export function useAwaitedSubmit<Values, Reply>(
  send: (values: Values) => Promise<Reply>,
  onSuccess: (reply: Reply, values: Values) => void,
  toastId: string,
  saysFailuresOnPage = false,
) {
  const [submitting, setSubmitting] = useState(false);
  // Enter can submit again while the button already shows its spinner.
  const inFlight = useRef(false);

  // Resolves with the failure when there was one, for a form that also says it beside a field.
  const submit = useCallback(
    async (values: Values): Promise<unknown> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const reply = await send(values);
        toast.dismiss(toastId);
        onSuccess(reply, values);
        return undefined;
      } catch (failure) {
        toastFailure(failure, toastId, undefined, saysFailuresOnPage);
        return failure;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [send, onSuccess, toastId, saysFailuresOnPage],
  );

  return { submit, submitting };
}
