import { useEffect, useState } from 'react';

/** Counts `from` down to 0, one step a second, then calls `onDone` once. */
export function useRedirectCountdown(from: number, onDone: () => void): number {
  const [left, setLeft] = useState(from);

  useEffect(() => {
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);

  return left;
}
