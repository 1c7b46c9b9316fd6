/**
 * The server's clock as the device sees it. Each reply's `serverTime` is stamped just before it is
 * sent, so the offset is taken from the moment that reply arrived, not from when a page draws it: a
 * copy shown later from the cache (Back, Forward) or a page whose code took seconds to load counted
 * that many seconds late, and kept a bid form open on an auction the server had closed.
 */
const arrivals = new Map<string, number>();
/** Enough for every reply a session keeps in its cache; the oldest arrival goes first. */
const KEPT_ARRIVALS = 500;
/**
 * What the server has said it reached (it closed an auction that ended then), as an offset, and when
 * the device heard it: it stands for minutes, not for good, in case the device's clock is set meanwhile.
 */
let reached = { offset: -Infinity, heardAt: 0 };
const REACHED_STANDS_MS = 10 * 60_000;

/** The offset the newest reply gave, for a moment that belongs to no reply (an admin's 'in the future'). */
let latestOffset: number | undefined;

/** A reply carrying this serverTime arrived at `arrivedAt` (device time). */
export function noteArrival(serverTime: string, arrivedAt = Date.now()) {
  if (arrivals.has(serverTime)) return;
  const offset = Date.parse(serverTime) - arrivedAt;
  if (Number.isFinite(offset)) latestOffset = offset;
  arrivals.set(serverTime, arrivedAt);
  if (arrivals.size > KEPT_ARRIVALS) arrivals.delete(arrivals.keys().next().value!);
}

/**
 * A reply without serverTime still carries the HTTP `Date` header, to the second: enough for 'now'
 * on a page whose replies hold no product (the admin's new-product form), until one does.
 */
export function noteServerDate(date: string | undefined, arrivedAt = Date.now()) {
  const offset = date === undefined ? Number.NaN : Date.parse(date) - arrivedAt;
  if (latestOffset === undefined && Number.isFinite(offset)) latestOffset = offset;
}

/** Every serverTime of a reply: its own, its product's, its products' (lists, the wishlist, my bids). */
export function noteArrivalsIn(data: unknown, arrivedAt = Date.now(), depth = 0) {
  if (depth > 3 || typeof data !== 'object' || data === null) return;
  if (Array.isArray(data)) return data.forEach((item) => noteArrivalsIn(item, arrivedAt, depth + 1));
  for (const [key, value] of Object.entries(data)) {
    if (key === 'serverTime' && typeof value === 'string') noteArrival(value, arrivedAt);
    else if (typeof value === 'object') noteArrivalsIn(value, arrivedAt, depth + 1);
  }
}

/** The server has reached `moment` (it closed an auction ending then): the clock never reads earlier. */
export function serverReached(moment: string, now = Date.now()) {
  const offset = Date.parse(moment) - now;
  if (offset > reachedOffsetAt(now)) reached = { offset, heardAt: now };
}

const reachedOffsetAt = (now: number) => (now - reached.heardAt < REACHED_STANDS_MS ? reached.offset : -Infinity);

/**
 * Milliseconds to add to the device's clock to read the server's, from a reply's serverTime; for one
 * whose arrival was not seen (no reply through the API client), the offset the page drew it with.
 */
export function serverClockOffset(serverTime: string, drawnOffset: number, now = Date.now()): number {
  const arrivedAt = arrivals.get(serverTime);
  const offset = arrivedAt === undefined ? drawnOffset : Date.parse(serverTime) - arrivedAt;
  return Math.max(offset, reachedOffsetAt(now));
}

/**
 * Milliseconds from now until `endtime` on the server's clock, for a lot read from a reply with this
 * serverTime (not drawn: one whose arrival was not seen counts as arrived now).
 */
export function millisecondsUntilOnServer(endtime: string, serverTime: string, now = Date.now()): number {
  return Date.parse(endtime) - (now + serverClockOffset(serverTime, Date.parse(serverTime) - now, now));
}

/** Now on the server's clock as the newest reply measured it; the device's own before any reply. */
export const serverNow = (now = Date.now()) => new Date(now + (latestOffset ?? 0));
