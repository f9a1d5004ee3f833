// Lint (npm test runs it): typescript-eslint's recommended rules, the rules of hooks, and the boundary between
// remotes: a remote is deployed on its own, so it may import shared code and packages but never another remote
// (it reaches the others through routes and the event bus). Formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';

import remotes from './shared/src/contract/remote-list.json' with { type: 'json' };

/** The browser apps: the shell, the remotes and the operator console (a page of its own, which imports none of them). */
const APPS = ['shell', ...Object.keys(remotes), 'ops-console'];

/** In one app's files: no import of another app, by package name or by a relative path out of the app. */
const boundary = (app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: APPS.filter((other) => other !== app).flatMap((other) => [
          {
            group: [`@site/${other}`, `@site/${other}/*`],
            message: `${app} must not import ${other}: remotes meet through routes and the event bus`,
          },
          {
            group: [`**/${other}/*`, `**/${other}`],
            message: `${app} must not import ${other}: remotes meet through routes and the event bus`,
          },
        ]),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build-output/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Unused names are errors, except the ones named to be ignored (_rest, _event).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // A rule switched off in a comment says why (`-- reason`).
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  // React code: the browser apps and shared (not the API or the e2e suite, whose use() is Playwright's).
  {
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'ops-console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Tests see jest's globals.
  { files: ['**/*.test.{js,cjs,mjs}'], languageOptions: { globals: globals.jest } },
  // CommonJS files (jest config, build helpers).
  {
    files: ['**/*.cjs', 'shared/build/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Playwright fixtures destructure their first argument even when they need nothing of it.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  ...APPS.map(boundary),
  // The shell's route test mounts every remote's exposed App to check the shell's routes reach a screen: a test of
  // the composition, which is the one place where the apps meet in one module graph.
  { files: ['shell/src/remotes/remote-routes.test.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
