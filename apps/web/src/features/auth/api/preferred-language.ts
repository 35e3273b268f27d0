import type { ownProfile } from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/i18n.ts';

/** Writes the interface language into the profile (`PATCH /api/me/profile`), so the next sign-in anywhere uses it. */
export function savePreferredLanguage(language: Language) {
  return apiRequest<typeof ownProfile>('/api/me/profile', { method: 'PATCH', json: { preferredLanguage: language } });
}
