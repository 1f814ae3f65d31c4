// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under apps/admin/src/features is a feature: a new one is covered without editing this file.
const features = readdirSync(new URL('./apps/admin/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/graphql/src/generated/**',
      '.storybook/public/**',
      'coverage/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Content renders as text.' },
      ],
    },
  },
  {
    // Accessibility of JSX in the console and the design system (axe checks the rendered result as well).
    files: ['apps/admin/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Feature folders: a feature imports lib/, state/, config/ and @console/ui, never another feature or app/.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./apps/admin/src/features/${name}`,
              from: './apps/admin/src/features',
              except: [`./${name}`],
              message: 'Features never import each other: compose them in app/.',
            })),
            { target: './apps/admin/src/features', from: './apps/admin/src/app', message: 'Features never import the app shell.' },
            {
              target: ['./apps/admin/src/lib', './apps/admin/src/state', './apps/admin/src/config'],
              from: ['./apps/admin/src/features', './apps/admin/src/app'],
              message: 'Shared layers never import features or the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // The design system knows nothing of the app.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'jotai',
                'jotai/*',
                'jotai-tanstack-query',
                '@tanstack/react-query',
                '@tanstack/query-core',
                'graphql-request',
                'graphql',
                '@console/graphql*',
                '**/apps/**',
              ],
              message: 'packages/ui knows nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
