import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { storefrontPlugin } from './scripts/eslint/api-boundaries.mjs';
import tseslint from 'typescript-eslint';

const featureInternals = {
  regex: '^~/features/[^/]+/(?!index(\\.server)?$)',
  message:
    'Import a feature through its index.ts (or index.server.ts); inside a feature use relative paths.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.tsbuild/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      'apps/admin/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Dependencies point one way (architecture.md): a feature is used only through its index.
    files: ['apps/web/app/{routes,layouts}/**/*.{ts,tsx}', 'apps/web/app/root.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureInternals] }],
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureInternals,
            {
              regex: '^~/(routes|layouts)/',
              message: 'Features must not depend on routes or layouts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The back office (apps/admin): a browser-only app, held to the web's rules.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/admin/src/routes/**/*.{ts,tsx}', 'apps/admin/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureInternals] }],
    },
  },
  {
    files: ['apps/admin/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureInternals,
            {
              regex: '^~/routes/',
              message: 'Features must not depend on routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/{ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/(features|routes)/',
              message: 'ui and lib sit below features and routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // @storefront/ui: what both front ends use, so browser code held to their rules.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/|@storefront/(web|admin|api)($|/))',
              message: 'The shared UI kit depends on no app: each app passes it its own look.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every string the API takes goes through the contract's text(), which refuses NUL and
    // unpaired surrogates (issue 14); a bare z.string() would let them reach PostgreSQL.
    files: ['packages/contract/src/**/*.ts', 'apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from @storefront/contract: it refuses NUL and unpaired surrogates.',
        },
      ],
    },
  },
  {
    // The API's modules meet only through their index.ts; db/ imports no module; lib/ imports no
    // module and no db/ (architecture.md). Tests may reach into what they test.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { storefront: storefrontPlugin },
    rules: { 'storefront/api-boundaries': 'error' },
  },
  {
    // Every CSV the API writes goes through lib/csv.ts, which keeps formulas out of its cells.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^csv-stringify',
              message: 'Write CSV with csvText() from lib/csv.ts: it neutralises formula cells.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/{ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/(features|routes|layouts)/',
              message: 'ui and lib sit below features, routes and layouts.',
            },
          ],
        },
      ],
    },
  },
);
