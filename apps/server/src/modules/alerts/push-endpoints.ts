/**
 * The push services browsers subscribe with. The server posts every push to the subscription's
 * endpoint, so an endpoint must be one of these (or a host the installation names in
 * PUSH_SERVICE_HOSTS): a user cannot make the server send requests to a host of their choosing, such
 * as one inside its own network.
 */
const BROWSER_PUSH_SERVICES = [
  // Chrome, Edge, Samsung Internet, Opera and the Android WebView (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox (updates.push.services.mozilla.com and its regional hosts).
  'push.services.mozilla.com',
  // Safari.
  'push.apple.com',
  // Edge on Windows (Windows Push Notification Services).
  'notify.windows.com',
];

/** Whether `endpoint` is an https URL on a known push service (the host itself or one of its subdomains). */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return [...BROWSER_PUSH_SERVICES, ...extraHosts].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
