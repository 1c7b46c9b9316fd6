import { createHash } from 'node:crypto';

/** Every product in a reply carries the moment it was served; it is left out of the ETag (see below). */
const SERVER_TIME = /"serverTime":"[^"]*"/g;

/**
 * Express's ETag for JSON and text replies (it answers 304 to a GET whose If-None-Match matches).
 * Product lists carry serverTime, which differs on every request: hashed as is, no list would ever
 * be answered 304. It is left out, so a list revalidates as long as its products are unchanged;
 * a 304 keeps the client's earlier serverTime, which the countdown only uses as a clock offset.
 */
export function replyEtag(body: string | Buffer): string {
  // Express 5 hands the body over as a Buffer once it has measured it.
  const text = body.includes('"serverTime":"') ? body.toString().replace(SERVER_TIME, '') : body;
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}
