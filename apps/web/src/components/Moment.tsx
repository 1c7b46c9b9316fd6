import { formatMoment, formatZonedMoment } from '../lib/format';
import { useHydrated } from '../lib/use-hydrated';

/**
 * An instant in the viewer's time zone. The server knows no viewer's zone: the page it renders, and
 * the app's first render taking that page over, write UTC and say so; the viewer's time follows at
 * once. Written in the server's zone, it differed from the browser's first render for every viewer
 * elsewhere, and React threw the page away and rendered it again (error #418).
 */
export function Moment({ iso, zoned = false }: { iso: string; /** Name the viewer's zone too, as an end time should. */ zoned?: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return <time dateTime={iso}>{`${formatMoment(iso, 'utc')} UTC`}</time>;
  return <time dateTime={iso}>{zoned ? formatZonedMoment(iso) : formatMoment(iso)}</time>;
}
