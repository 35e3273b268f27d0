import { createAuthClient } from 'better-auth/react';
import { currentLanguage } from './i18n.ts';

/**
 * better-auth's browser client: cookie sessions on `/api/auth` of this origin. Every call names the
 * interface language (`Accept-Language: en|hi`), so the server writes a new account's confirmation
 * mail in the language the visitor signed up in (and keeps it as the profile's preferred language).
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    credentials: 'same-origin',
    onRequest: (context) => {
      context.headers.set('accept-language', currentLanguage());
      return context;
    },
  },
});
