import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// crypto-js is the reference peer of the legacy chat format in tests, never a part of the product.
const noCryptoJs = {
  name: 'crypto-js',
  message: 'crypto-js is only a test peer for the legacy v0 format; use WebCrypto (chat-crypto).',
};

/** The folders directly under `path` (relative to this file). */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';
const webFeatures = foldersIn(`${WEB}/features/`);

/**
 * Front-end layering (Bulletproof React), by where an import resolves to, so relative paths count as
 * much as aliases: a feature never imports another feature or the app shell (the app composes them,
 * in `app/routes` and `app/layout`); shared code (components, lib) imports neither.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features must not import other features: compose them in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features must not import the app shell: the app passes them what they need.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/realtime`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code must not depend on features or the app.',
  },
];

const SERVER = './apps/server/src';
const serverModules = foldersIn(`${SERVER}/modules/`);

/**
 * Server modules talk to each other through a module's front door, its `index.ts` (the services,
 * guards and events it offers), never by reaching into its other files (decision 036).
 */
const serverZones = serverModules.map((module) => ({
  target: `${SERVER}/modules/${module}`,
  from: `${SERVER}/modules/**`,
  except: [`**/modules/${module}/**`, '**/modules/*/index.ts'],
  message: "Use the other module's index.ts (its services and events), not its files.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/.artifacts/**',
      '**/migrations/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type x } from 'm'` still loads `m` (verbatimModuleSyntax keeps `import {} from 'm'`):
      // a module imported only for its types must not end up in a bundle. `import type` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals: Node strips types, not enums.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noCryptoJs] }] },
  },
  {
    // One shared `t` per namespace and language (lib/use-translation.ts), not react-i18next's per component.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/use-translation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noCryptoJs,
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: 'Use useTranslation from lib/use-translation.ts: one shared t, not one per component.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the browser loads as they are (public/boot.js).
    files: ['apps/web/public/boot.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Tests set up their data through any module's repositories: they are not part of a module's surface.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Every user-facing text goes through the i18n catalogues (decision 013): a literal in JSX text, or in
    // an attribute a person reads or hears, fails the lint. Code-like strings (paths, class names,
    // test ids) are not in the list of attributes, so they pass.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'alt',
              'placeholder',
              'label',
              'description',
              'hint',
              'heading',
              'subtitle',
              'message',
              'emptyText',
              'closeLabel',
            ],
          },
          callees: { exclude: ['.*'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—…₹×←-⇿]+', '\\p{Emoji}+'] },
        },
      ],
    },
  },
);
