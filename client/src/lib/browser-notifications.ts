/** What asking the browser for permission to notify came to. */
export type NotifyPermission = 'granted' | 'refused' | 'unsupported';

/** Asks the browser to let Backline show notifications (turning Push notifications on). */
export async function askToNotify(): Promise<NotifyPermission> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  const answer = await Notification.requestPermission();
  return answer === 'granted' ? 'granted' : 'refused';
}

/**
 * Shows a system notification when the page is hidden (another tab, the window minimised) and the
 * browser allows it; a click brings the tab back and calls `onClick`. Does nothing otherwise: a
 * visible page has its own bell.
 */
export function notifyWhileHidden(title: string, body: string, tag: string, onClick: () => void): void {
  if (!document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  const shown = new Notification(title, { body, tag });
  shown.onclick = () => {
    window.focus();
    onClick();
    shown.close();
  };
}
