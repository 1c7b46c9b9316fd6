import { formatZone } from '../../../lib/format';
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

/** How far clocks go back when summer time ends: an hour almost everywhere, half an hour on Lord Howe Island. */
const CLOCKS_GO_BACK_MINUTES = [30, 60];

/**
 * A local time that happens twice, as the clocks go back: the browser takes the first, which is what
 * is sent. Said beside the field rather than refused, naming the offset, since the admin may well
 * mean the first (the last note's 'seen and not done': it was taken without a word).
 */
export function endTimeAmbiguity(inputValue: string): string | undefined {
  const first = instantOf(inputValue);
  if (Number.isNaN(first.getTime())) return undefined;
  const twice = CLOCKS_GO_BACK_MINUTES.some((minutes) => localInputValue(new Date(first.getTime() + minutes * 60_000)) === inputValue.slice(0, 16));
  return twice ? `This time happens twice here, as the clocks go back: the auction ends at the first, ${formatZone(first.toISOString())}.` : undefined;
}

/** The viewer's own zone, named beside the picker so nobody wonders which clock it means. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
