const two = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local input shows it: 'YYYY-MM-DDTHH:mm' on the viewer's own clock. */
export const localInputValue = (moment: Date) =>
  `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;

/** The instant a datetime-local value means; without an offset, the browser reads it as local time. */
export const instantOf = (inputValue: string) => new Date(inputValue);

/** Why the end time cannot be sent, or undefined when it can. An update may end an auction early. */
export function endTimeProblem(inputValue: string, futureEndOnly: boolean, now = new Date()): string | undefined {
  const end = instantOf(inputValue);
  if (inputValue === '' || Number.isNaN(end.getTime())) return 'Choose when the auction ends';
  if (futureEndOnly && end <= now) return 'Choose a moment in the future';
  return undefined;
}

/** The viewer's own zone, named beside the picker so nobody wonders which clock it means. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
