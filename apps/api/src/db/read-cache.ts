/**
 * Results of reads kept in this process, as promises, so that concurrent misses of one key share a
 * single query. Bounded in entries (the least recently used goes first) and in age; a loaded value
 * may also say until when it holds (validUntil, ms). forget() drops everything: a read already under
 * way still answers its own caller but is not kept, so a write is never hidden by an older read.
 */
export interface ReadCache<T> {
  read(key: string, load: () => Promise<{ value: T; validUntil?: number }>, now?: number): Promise<T>;
  forget(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createReadCache<T>({ maxEntries, lifetimeMs }: { maxEntries: number; lifetimeMs: number }): ReadCache<T> {
  const entries = new Map<string, Entry<T>>();

  function keep(key: string, entry: Entry<T>) {
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    read(key, load, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        // Map order is insertion order: re-inserting marks it the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry: Entry<T> = { value: Promise.resolve() as Promise<T>, expiresAt: now + lifetimeMs };
      entry.value = load().then(
        ({ value, validUntil }) => {
          if (validUntil !== undefined) entry.expiresAt = Math.min(entry.expiresAt, validUntil);
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      keep(key, entry);
      return entry.value;
    },
    forget() {
      entries.clear();
    },
  };
}
