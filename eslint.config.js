// Lint rules, including the layer boundaries of docs/architecture.md written as rules.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'coverage', '**/.scratch'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['**/server/**'], message: 'The client never imports the server.' }]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/client/**'], message: 'The server never imports the client.' }]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([{ group: ['**/server/**', '**/client/**'], message: 'shared/ stands alone.' }]),
  },
  {
    files: ['src/server/capture/**/*.ts'],
    rules: restrict([
      {
        group: ['kysely', '**/db/**', '**/modules/**', '**/config.js'],
        message: 'capture/ never touches the database or reads config.',
      },
    ]),
  },
  {
    files: ['src/server/modules/**/*.routes.ts'],
    rules: restrict([
      { group: ['kysely', '**/*.repo.js'], message: 'Routes stay thin: validate → service → present.' },
    ]),
  },
);
