/**
 * Resolves in a later task of the browser's event loop, so the work before it and the work after it
 * are two tasks: the page can paint and answer input in between (a long task at start-up is what
 * Lighthouse's Total Blocking Time counts).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
