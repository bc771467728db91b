// ESLint flat config: `npm run lint` runs it at zero warnings, then `prettier --check`.
// Formatting is Prettier's alone (eslint-config-prettier switches off the rules that would argue with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.demo-data*/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'scripts/demo-api/assets/',
    ],
  },
  js.configs.recommended,
  // Type-aware rules for TypeScript and TSX: promises left floating, `any` leaking, needless assertions.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React's onSubmit={async …} is the idiom: the promise is handled inside, the returned one is ignored by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Astro components: the plugin's rules, and its accessibility rules for the markup (eslint-plugin-jsx-a11y).
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // React islands: hooks rules, and jsx-a11y for what they render (the plugin itself is registered by the Astro preset above).
  {
    files: ['src/components/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The two classic hooks rules; the plugin's newer React Compiler rules are for code the compiler builds, not ours.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.{ts,js,mjs}', 'src/integrations/**', 'src/loaders/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's position, a destructured-away field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-unused-vars': 'off',
      // A variable declared first and set once later, read by a closure meanwhile (a server's state), stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests read the demo API's JSON as it comes (untyped on purpose: a wrong shape fails the assertion that uses it).
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Stubs stand in for async functions without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Test servers take async handlers (node:http ignores the promise); each handler catches its own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  prettier,
);
