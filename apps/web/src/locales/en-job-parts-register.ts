import { registerStrings } from '../lib/i18n.ts';
import { enJobParts } from './en-job-parts.ts';

// "Your fee" and "What to upload": the modules that show them import this first.
registerStrings(enJobParts);
