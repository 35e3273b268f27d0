export { AlertsForm } from './components/alerts-form.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
