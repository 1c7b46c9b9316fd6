import { useEffect, useMemo, useState } from 'react';

const millisecondsLeft = (endtime: string, clockOffset: number) => Date.parse(endtime) - (Date.now() + clockOffset);

/**
 * The next tick comes when the whole seconds left change, so the last one lands on the end itself:
 * ticking a second from whenever the page opened showed '0s' with the bid form still open for up to
 * a second before the auction read as ended.
 */
const untilNextWholeSecond = (left: number) => (left > 0 ? left % 1000 || 1000 : 1000);

/** Milliseconds until `endtime`, ticking every second, on the server's clock rather than the device's. */
export function useCountdown(endtime: string, serverTime: string): number {
  // Sampled afresh with each reply's serverTime: a list shown first from its cache, then asked again,
  // must not keep the old reply's offset (its cards then counted past the real end).
  const clockOffset = useMemo(() => Date.parse(serverTime) - Date.now(), [serverTime]);
  const [left, setLeft] = useState(() => millisecondsLeft(endtime, clockOffset));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const next = millisecondsLeft(endtime, clockOffset);
      setLeft(next);
      timer = setTimeout(tick, untilNextWholeSecond(next));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endtime, clockOffset]);
  return left;
}
