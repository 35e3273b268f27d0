/** The auth module's front door: the session guards and the viewer, for every module's routes. */
export { hasSessionCookie } from './auth.guard.ts';
export type { Guards, Viewer } from './auth.guard.ts';
export type { Auth } from './auth.ts';
