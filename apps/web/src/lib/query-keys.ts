/** The bell's list and unread count (`GET /api/notifications`), which server events mark stale. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
