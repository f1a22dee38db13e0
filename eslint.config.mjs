import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
);
