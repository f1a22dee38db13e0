import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The shared libraries whole, which the front ends' tests may import, and their code may not. */
const wholeSharedLibraries = ['react-router', 'redux-toolkit', 'react-redux'].map((library) => ({
  name: `${library}-implementation`,
  message: 'Import the package by its own name: the part of it the shell shares with every remote.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/.builds/',
      '**/node_modules/',
      'coverage/',
      'api/data/',
      'api/media/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      '**/.tmp/',
      '**/mockServiceWorker.js',
      '**/.swc/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // RTK Query's documented signature for a query without an argument is `build.query<Result, void>`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.js'], languageOptions: { globals: globals.jest } },
  {
    // The painter (sharp, ffmpeg) runs as a command of its own, never in a request: only the artwork
    // command and tests load it. The focal points of its paintings (@lux/artwork/landscape) are pure.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/cli/artwork.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@lux/artwork', message: 'Only `npm run artwork` (src/cli/artwork.ts) paints.' }] },
      ],
    },
  },
  {
    // The front ends import react-router, Redux Toolkit and react-redux as the shared parts of them
    // (scripts/lib/*-shared.ts), which the typecheck holds them to; the packages whole are for tests.
    // The router that renders on the server is in the server builds' part only.
    files: ['{store,shared,shell,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...wholeSharedLibraries,
            {
              name: 'react-router',
              importNames: ['StaticRouter'],
              message: 'StaticRouter renders on the server: only code under src/server/ has it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{store,shared,shell,mfe-*}/src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: wholeSharedLibraries }] },
  },
);
