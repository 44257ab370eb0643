import { useEffect, useState } from 'react';

/**
 * Whether to keep asking for something the server is still working on (an analysis): true while
 * `waiting`, for at most `limitMs` from when the wait began, so a page left open on a server that
 * never finishes (its analysis turned off) stops asking. A new wait starts a new window.
 */
export function useWaitingWindow(waiting: boolean, limitMs: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), limitMs);
    return () => clearTimeout(timer);
  }, [waiting, limitMs]);
  return waiting && !expired;
}
