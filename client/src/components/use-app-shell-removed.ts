import { useLayoutEffect } from 'react';

/**
 * Removes the static frame a page's HTML painted before the JavaScript ran (client/build/app-shell.ts)
 * in the same commit as the component using this, so React's own screen replaces it without a frame
 * in between and there is never a second set of landmarks.
 */
export function useAppShellRemoved(): void {
  useLayoutEffect(() => {
    document.getElementById('app-shell')?.remove();
  }, []);
}
