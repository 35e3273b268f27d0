/**
 * Signals the realtime connection raises for other parts of the app, as window events: the socket
 * lives in the chat feature, and features never import each other.
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'jobportal:notifications-changed';

export function signalNotificationsChanged(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
