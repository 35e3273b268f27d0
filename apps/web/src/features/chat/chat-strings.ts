import { registerNamespace } from '../../lib/i18n.ts';
import { enChat } from '../../locales/en-chat.ts';

// The chat's strings (namespace `chat`) arrive with the chat modules that show them, not with every
// page's first load: each of those modules imports this one first.
registerNamespace('chat', enChat);
