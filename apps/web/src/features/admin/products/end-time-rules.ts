import dayjs, { type Dayjs } from 'dayjs';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Days before today cannot be picked for an auction that is still to run. */
export const isPastDay = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/** On today, the hours and minutes already gone. */
export function pastTimesOf(day: Dayjs | null) {
  const now = dayjs();
  if (!day || !day.isSame(now, 'day')) return {};
  return {
    disabledHours: () => range(now.hour()),
    disabledMinutes: (hour: number) => (hour === now.hour() ? range(now.minute() + 1) : []),
  };
}

/** The viewer's own zone, named beside the picker so nobody wonders which clock it means. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
