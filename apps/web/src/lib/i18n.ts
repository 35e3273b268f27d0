import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enAlerts } from '../locales/en-alerts.ts';
import { enChat } from '../locales/en-chat.ts';
import { en } from '../locales/en.ts';

/**
 * The i18n layer: English is the source; another language is one more resource with the same keys.
 * Only the strings every page needs are here; the namespaces of lazily loaded sections (admin, typing
 * test, mock tests) arrive with their chunk through {@link registerNamespace}.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en, chat: enChat, alerts: enAlerts } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };

/** Adds a lazily loaded section's strings (once), before its first render. */
export function registerNamespace(namespace: string, strings: Record<string, unknown>): void {
  if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, strings);
}
