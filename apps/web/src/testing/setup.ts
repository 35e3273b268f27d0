import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { registerNamespace } from '../lib/i18n.ts';
import { network } from './render.tsx';
import { enAdmin } from '../locales/en-admin.ts';
import { enMockTests } from '../locales/en-mock-tests.ts';
import { enTyping } from '../locales/en-typing.ts';

// Components of the lazily loaded sections are tested on their own, without the chunk entry that
// registers their strings in the app.
registerNamespace('admin', enAdmin);
registerNamespace('typing', enTyping);
registerNamespace('mockTests', enMockTests);

// Two workers share two cores with the server tests' processes: a `findBy…` that waits for a lazily
// loaded part or two fetches in a row can take more than Testing Library's default second without
// anything being wrong. What is awaited is unchanged; only how long before it counts as missing.
configure({ asyncUtilTimeout: 5_000 });

// Listening before the test file's modules load: a client that keeps the `fetch` it found when it was
// made (better-auth's) gets the intercepted one. A request no handler takes goes to the `fetch` that was
// there (a test's own stub, or the network).
network.listen({ onUnhandledRequest: 'bypass' });
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => network.close());
