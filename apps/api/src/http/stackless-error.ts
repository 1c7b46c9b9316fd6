/**
 * An error that is an answer or a signal to retry, not a fault: nothing logs its stack, so none is
 * captured. Capturing one walks the whole call stack (Express's and every awaiting caller's), which
 * showed in the server's profile on every refused bid.
 */
export class StacklessError extends Error {
  constructor(message: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}
