import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enChat } from '../locales/en-chat.ts';
import { enAdmin } from '../locales/en-admin.ts';
import { en } from '../locales/en.ts';
import { enMockTests } from '../locales/en-mock-tests.ts';
import { enTyping } from '../locales/en-typing.ts';

/** The i18n layer: English is the source; another language is one more resource with the same keys. */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en, chat: enChat, admin: enAdmin, typing: enTyping, mockTests: enMockTests } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
