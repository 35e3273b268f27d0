import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { isLanguage, setLanguage, type Language } from '../../../lib/i18n.ts';
import { savePreferredLanguage } from '../api/preferred-language.ts';
import { useAuth } from './auth-context.tsx';

/**
 * The interface language and the way to change it: the strings are fetched, the page switches, the
 * device remembers it, and for a signed-in user the profile's `preferredLanguage` is written too.
 */
export function useLanguage(): { language: Language; change: (language: Language) => Promise<void> } {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const signedIn = user !== null;

  const change = useCallback(
    async (next: Language) => {
      try {
        await setLanguage(next);
      } catch {
        toast({ title: t('language.loadFailed'), variant: 'destructive' });
        return;
      }
      if (!signedIn) return;
      try {
        const profile = await savePreferredLanguage(next);
        queryClient.setQueryData(['own-profile'], profile);
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        void queryClient.invalidateQueries({ queryKey: ['profile', profile.id] });
      } catch {
        // The page is in the new language already; the profile keeps the old one until the next change.
      }
    },
    [signedIn, queryClient, t],
  );

  return { language, change };
}
