import { registerStrings } from '../lib/i18n.ts';
import { enPeople } from './en-people.ts';

// The people, friends, stories and account strings: every module that shows them imports this first.
registerStrings(enPeople);
