import { useEffect, useMemo, useState } from 'react';
import { serverClockOffset } from './server-clock';

const millisecondsLeft = (endtime: string, clockOffset: number) => Date.parse(endtime) - (Date.now() + clockOffset);

/**
 * The next tick comes when the whole seconds left change, so the last one lands on the end itself:
 * ticking a second from whenever the page opened showed '0s' with the bid form still open for up to
 * a second before the auction read as ended.
 */
const untilNextWholeSecond = (left: number) => (left > 0 ? left % 1000 || 1000 : 1000);

/**
 * Milliseconds until `endtime`, ticking every second, on the server's clock rather than the device's.
 * The first render counts from `serverTime` as if it were now, so it draws what the server drew into
 * the page (hydration must match it); every tick after it counts on the clock as measured when the
 * reply arrived (server-clock.ts), so a copy from the cache or a slow start is not late by its age.
 */
export function useCountdown(endtime: string, serverTime: string): number {
  const drawnOffset = useMemo(() => Date.parse(serverTime) - Date.now(), [serverTime]);
  const [left, setLeft] = useState(() => millisecondsLeft(endtime, drawnOffset));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const next = millisecondsLeft(endtime, serverClockOffset(serverTime, drawnOffset));
      setLeft(next);
      timer = setTimeout(tick, untilNextWholeSecond(next));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endtime, serverTime, drawnOffset]);
  return left;
}
