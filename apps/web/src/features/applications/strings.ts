import { registerNamespace } from '../../lib/i18n.ts';
import { enApplications } from '../../locales/en-applications.ts';

// The strings of the "I applied" form and `/applications` (namespace `applications`) arrive with the
// modules that show them, not with the job page's first load: each of those modules imports this first.
registerNamespace('applications', enApplications);
