// Lint, including the import rules of ../shared/design/architecture.md as errors.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const ts = ['**/*.{ts,tsx}'];

const ban = (names, message) => ({ group: names.flatMap((name) => [name, `${name}/*`]), message });

const apps = ban(['@storefront/store', '@storefront/api'], 'Packages never import an app.');
const dataAndState = ban(
  ['@storefront/api-client', '@storefront/features', 'jotai', '@tanstack/react-query', 'socket.io-client'],
  'packages/ui is presentational: props in, callbacks out. Data, state and sockets belong to features.',
);

const router = ban(
  ['@tanstack/react-router'],
  'packages/ui never imports the router: links render through LinkProvider, and the app gives it the router adapter.',
);

const overHttpOnly = ban(['@storefront/api'], 'The app talks to the server over HTTP only.');

const restrictImports = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** The slices of architecture.md, plus any folder that appears in packages/features/src. */
function featureSlices() {
  const planned = [
    'auth',
    'catalog',
    'lots',
    'bidding',
    'live-room',
    'dashboard',
    'account',
    'checkout',
    'chat',
    'content',
  ];
  const folder = new URL('./packages/features/src/', import.meta.url);
  const present = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [...new Set([...planned, ...present])];
}

/** A feature slice never imports another slice; the app composes them through slots. */
function sliceRules() {
  const slices = featureSlices();
  return slices.map((slice) => {
    const others = slices.filter((other) => other !== slice).join('|');
    return restrictImports(
      [`packages/features/src/${slice}/**`],
      [
        apps,
        ban(['@storefront/features'], 'Import other slices only in apps/store.'),
        {
          regex: `^(\\.\\.?/)+(.*/)?(${others})(/|$)`,
          message: `Feature slice "${slice}" must not import another slice; compose them in apps/store.`,
        },
      ],
    );
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.cache/**',
      '.data/**',
      '.vitest/**',
      'packages/api-client/src/generated/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ts,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'apps/api/**', 'e2e/**', 'bench/**', '**/*.config.ts', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/ui/**', 'packages/features/**', 'apps/store/**', '.storybook/**'],
    languageOptions: { globals: globals.browser },
  },
  restrictImports(
    ['packages/domain/**'],
    [
      ban(['@storefront/*'], 'packages/domain imports nothing of ours.'),
      ban(
        ['react', 'react-dom', 'jotai', '@tanstack/*', 'socket.io-client', 'fastify', '@electric-sql/*'],
        'packages/domain is pure rules: no React, state or I/O.',
      ),
      { regex: '^node:', message: 'packages/domain is pure rules: no I/O.' },
    ],
  ),
  restrictImports(['packages/ui/**'], [apps, dataAndState, router]),
  restrictImports(
    ['packages/api-client/**'],
    [
      apps,
      ban(
        ['@storefront/ui', '@storefront/features', 'jotai'],
        'packages/api-client talks to the API; it knows no UI or app state.',
      ),
    ],
  ),
  ...sliceRules(),
  restrictImports(
    ['apps/api/**'],
    [
      ban(
        ['@storefront/ui', '@storefront/features', '@storefront/store', 'react', 'react-dom'],
        'The server never imports UI or feature code.',
      ),
    ],
  ),
  restrictImports(
    ['apps/store/**'],
    [
      overHttpOnly,
      {
        group: ['@tanstack/react-router'],
        importNames: ['lazyRouteComponent'],
        message: 'Route pages load through app/lazyPage.ts, which waits out a restart instead of reloading the page.',
      },
      {
        group: ['react'],
        importNames: ['lazy'],
        message:
          'Page parts load through app/lazyPart.tsx, which waits out a restart instead of showing the error page.',
      },
    ],
  ),
  restrictImports(['apps/store/src/app/lazyPage.ts', 'apps/store/src/app/lazyPart.tsx'], [overHttpOnly]),
);
