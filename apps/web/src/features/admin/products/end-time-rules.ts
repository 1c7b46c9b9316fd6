import { serverNow } from '../../../lib/server-clock';

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local input shows it: 'YYYY-MM-DDTHH:mm' on the viewer's own clock. */
export const localInputValue = (moment: Date) =>
  `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;

/** The instant a datetime-local value means; without an offset, the browser reads it as local time. */
export const instantOf = (inputValue: string) => new Date(inputValue);

/**
 * Why the end time cannot be sent, or undefined when it can. An update may end an auction early.
 * 'Now' is the server's, which decides: a device clock minutes fast refused a short auction. A local
 * time the clocks skip (a DST change) would be saved as another hour, so it is refused.
 */
export function endTimeProblem(inputValue: string, futureEndOnly: boolean, now = serverNow()): string | undefined {
  const end = instantOf(inputValue);
  if (inputValue === '' || Number.isNaN(end.getTime())) return 'Choose when the auction ends';
  if (localInputValue(end) !== inputValue.slice(0, 16)) return 'This time does not exist here: the clocks skip it for daylight saving. Choose another';
  if (futureEndOnly && end <= now) return 'Choose a moment in the future';
  return undefined;
}

/** The viewer's own zone, named beside the picker so nobody wonders which clock it means. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
