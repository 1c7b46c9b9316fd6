/**
 * Sends NOTIFY payloads in the order they were given, one statement at a time: over a pool's
 * several connections a later notification could commit, and reach every listener, first. Payloads
 * that arrive while a statement is out go together in the next one, in order (PostgreSQL delivers a
 * transaction's notifications in the order they were made), so a burst costs a few round trips.
 */
export function createOrderedNotifier(send: (payloads: string[]) => Promise<unknown>, onError: (error: unknown, lost: number) => void) {
  let waiting: string[] = [];
  let sending = false;

  async function drain() {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await send(batch).catch((error: unknown) => onError(error, batch.length));
    }
    sending = false;
  }

  return (payload: string): void => {
    waiting.push(payload);
    if (!sending) void drain();
  };
}
