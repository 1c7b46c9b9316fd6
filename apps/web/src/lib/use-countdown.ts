import { useEffect, useState } from 'react';

const millisecondsLeft = (endtime: string, clockOffset: number) => Date.parse(endtime) - (Date.now() + clockOffset);

/** Milliseconds until `endtime`, ticking every second, on the server's clock rather than the device's. */
export function useCountdown(endtime: string, serverTime: string): number {
  const [clockOffset] = useState(() => Date.parse(serverTime) - Date.now());
  const [left, setLeft] = useState(() => millisecondsLeft(endtime, clockOffset));
  useEffect(() => {
    setLeft(millisecondsLeft(endtime, clockOffset));
    const timer = setInterval(() => setLeft(millisecondsLeft(endtime, clockOffset)), 1000);
    return () => clearInterval(timer);
  }, [endtime, clockOffset]);
  return left;
}
