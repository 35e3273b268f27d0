import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerNamespace } from '../lib/i18n.ts';
import { enAdmin } from '../locales/en-admin.ts';
import { enMockTests } from '../locales/en-mock-tests.ts';
import { enTyping } from '../locales/en-typing.ts';

// Components of the lazily loaded sections are tested on their own, without the chunk entry that
// registers their strings in the app.
registerNamespace('admin', enAdmin);
registerNamespace('typing', enTyping);
registerNamespace('mockTests', enMockTests);

afterEach(() => cleanup());
