import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** Features of an app never import each other: they share through packages or src/lib. */
function featureZones(app) {
  const dir = `./apps/${app}/src/features`;
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  return features.map((feature) => ({
    target: `${dir}/${feature.name}`,
    from: dir,
    except: [`./${feature.name}`],
    message: 'Features do not import each other; move shared code to src/lib or a package.',
  }));
}

const serverOnly = ['@postradar/db', '@postradar/db/*', '@postradar/api', '@postradar/api/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.data-sandbox/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('web'),
            ...featureZones('admin'),
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            {
              target: ['./apps/web', './apps/admin'],
              from: ['./apps/api', './packages/db'],
              message: 'Browser code never imports database or API code.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['apps/api/src/**', 'packages/*/src/**'],
    ignores: ['**/*.test.ts', '**/test/**', 'packages/provider-fakes/**', 'packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@postradar/provider-fakes',
              message: 'Product code never fakes a provider: the fakes are for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/**',
      'apps/admin/**',
      'packages/ui/**',
      'packages/api-client/**',
      'packages/i18n/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "useTranslation comes from '@postradar/ui': one t per language, shared by every component.",
            },
          ],
          patterns: [
            { group: serverOnly, message: 'Browser code never imports database or API code.' },
            {
              group: ['@postradar/provider-fakes'],
              message: 'Product code never fakes a provider: the fakes are for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod(/mini)?$|\\.).*', message: 'contracts imports only zod.' }],
        },
      ],
    },
  },
);
