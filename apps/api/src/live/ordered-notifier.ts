/**
 * Sends NOTIFY payloads in the order they were given, one statement at a time: over a pool's
 * several connections a later notification could commit, and reach every listener, first. Payloads
 * that arrive while a statement is out go together in the next one, in order (PostgreSQL delivers a
 * transaction's notifications in the order they were made), so a burst costs a few round trips.
 */
export function createOrderedNotifier(send: (payloads: string[]) => Promise<unknown>, onError: (error: unknown, lost: number) => void) {
  let waiting: string[] = [];
  let draining: Promise<void> | undefined;

  async function drain() {
    // From the next microtask on: `draining` is set by then, so clearing it below always sticks.
    await undefined;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await send(batch);
      } catch (error) {
        onError(error, batch.length);
      }
    }
    draining = undefined;
  }

  return {
    notify(payload: string): void {
      waiting.push(payload);
      draining ??= drain();
    },
    /** Once everything given so far has been sent (or reported lost): before the pool closes. */
    settled: (): Promise<void> => draining ?? Promise.resolve(),
  };
}
