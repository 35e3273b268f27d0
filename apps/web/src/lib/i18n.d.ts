import 'i18next';
import type { enAlerts } from '../locales/en-alerts.ts';
import type { enApplications } from '../locales/en-applications.ts';
import type { enChat } from '../locales/en-chat.ts';
import type { enAdmin } from '../locales/en-admin.ts';
import type { en } from '../locales/en.ts';
import type { enMockTests } from '../locales/en-mock-tests.ts';
import type { enTyping } from '../locales/en-typing.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      chat: typeof enChat;
      alerts: typeof enAlerts;
      admin: typeof enAdmin;
      typing: typeof enTyping;
      mockTests: typeof enMockTests;
      applications: typeof enApplications;
    };
  }
}
