import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client: cookie sessions on `/api/auth` of this origin. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: { credentials: 'same-origin' },
});
