import { useEffect, useState } from 'react';

/**
 * False until the browser has first been idle since the component mounted (at the latest after
 * `timeoutMs`). Secondary work started then (a header's badge query, say) runs in a task of its own
 * instead of lengthening the one that shows the screen.
 */
export function useBrowserIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const request = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(request);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
