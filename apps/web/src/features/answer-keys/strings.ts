import { registerNamespace } from '../../lib/i18n.ts';
import { enAnswerKeys } from '../../locales/en-answer-keys.ts';

// "Check my score" (namespace `answerKeys`) arrives with its page's chunk, not with the first load.
registerNamespace('answerKeys', enAnswerKeys);
