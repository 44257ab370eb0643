import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps a scrolling list of messages at its newest line: on opening, and whenever a newer line
 * arrives or is sent. Older lines put in front ("Show earlier") leave the place as it is.
 */
export function useScrollToLatest(list: RefObject<HTMLElement | null>, latestKey: string | undefined): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (element && latestKey !== undefined) element.scrollTop = element.scrollHeight;
  }, [list, latestKey]);
}
