/** One statement for many items, and the same statement for one: the fallback when the shared one fails. */
export interface BatchedStatement<In, Out> {
  /** Answers in the items' order. */
  many(items: In[]): Promise<Out[]>;
  one(item: In): Promise<Out>;
}

interface Waiting<In, Out> {
  item: In;
  resolve(out: Out): void;
  reject(error: unknown): void;
}

/** Bounds one statement's parameter and reply, and the wait of the last item in it. */
export const MOST_ITEMS_PER_STATEMENT = 100;

/**
 * Sends the calls made during one turn of the event loop, or while the previous statement ran, as
 * one statement: under load a round trip, a parse and a commit are shared by every call waiting
 * together, instead of each call paying for its own. When idle a call waits only for the end of the
 * turn. A shared statement is atomic, so when it fails (say one item's unique violation) nothing of
 * it was written, and each item runs again on its own: only the item at fault sees an error.
 */
export function createStatementBatcher<In, Out>({ many, one }: BatchedStatement<In, Out>): (item: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let running = false;
  let scheduled = false;

  const runAlone = (entry: Waiting<In, Out>) => one(entry.item).then(entry.resolve, entry.reject);

  async function run(batch: Waiting<In, Out>[]): Promise<void> {
    if (batch.length > 1) {
      const outs = await many(batch.map((entry) => entry.item)).catch(() => undefined);
      if (outs) return batch.forEach((entry, index) => entry.resolve(outs[index]!));
    }
    await Promise.all(batch.map(runAlone));
  }

  function flush() {
    scheduled = false;
    if (running || waiting.length === 0) return;
    const batch = waiting.splice(0, MOST_ITEMS_PER_STATEMENT);
    running = true;
    void run(batch).finally(() => {
      running = false;
      flush();
    });
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (running || scheduled) return;
      scheduled = true;
      setImmediate(flush);
    });
}
