// Names shared by the service worker's configuration (pwa-config.ts, read at build time) and the page.

/** Runtime cache of public reading: job lists, job pages, notices. */
export const CONTENT_CACHE = 'jp-content';
/** Runtime cache of the signed-in user's own data: saved jobs, session. */
export const PERSONAL_CACHE = 'jp-personal';
/** Every runtime cache of ours starts with this; all are dropped at sign-out. */
export const RUNTIME_CACHE_PREFIX = 'jp-';
/** Set by the service worker on a response it stores: when it came from the server (ISO time). */
export const SAVED_AT_HEADER = 'x-offline-saved-at';
