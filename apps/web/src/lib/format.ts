/**
 * 'Rs. 1,50,000' as the spec writes prices: Indian grouping (the last three digits, then pairs of
 * digits); paise only when there are some, and then both digits (Rs. 4,300.50). Not
 * Intl.NumberFormat: making the page's first Intl formatter loads locale data, which was one
 * ~170 ms task in the middle of /home's hydration at a phone's CPU speed (4x slowdown, measured in
 * a Chromium trace).
 */
export function formatPrice(price: number): string {
  const [whole = '0', paise = ''] = price.toFixed(2).split('.');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `Rs. ${grouped}${paise === '00' ? '' : `.${paise}`}`;
}

/** '1 bid', '3 bids': a count with its noun, singular for one. */
export const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** The first 30 characters of a description followed by '...'. */
export const descriptionPreview = (description: string) => `${description.substring(0, 30)}...`;

/** 'Xd Xh Xm Xs' until the end, '0d 0h 0m 0s' once it has passed. */
export function formatTimeLeft(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${days}d ${hours}h ${minutes}m ${totalSeconds % 60}s`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO-8601 instant as '24 Nov 2026, 15:05:09' in the viewer's own time zone. Not
 * Intl.DateTimeFormat either: making one was a ~200 ms task (4x slowdown) when a product page
 * first showed its bid history.
 */
export function formatMoment(iso: string): string {
  const at = new Date(iso);
  const time = [at.getHours(), at.getMinutes(), at.getSeconds()].map(twoDigits).join(':');
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}, ${time}`;
}
