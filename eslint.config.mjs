import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.cache/**', '.data/**', '**/*.js', '**/*.cjs', '**/*.mjs', '!infra/**/*.mjs', '!tools/**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['infra/**/*.mjs', 'e2e/**', 'bench/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Issue 30 / decision 024: every customer-facing word of the shell, storefront and checkout comes from the
    // app's catalogue (src/i18n/*.json). JSX text and the attributes a shopper reads or hears may not be literals.
    files: ['shell/src/**/*.tsx', 'mf-storefront/src/**/*.tsx', 'mf-checkout/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/standalone/**', '**/test-support/**', '**/bootstrap.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          callees: { exclude: ['t', 't.plural', 'text', 'require'] },
          'jsx-attributes': { include: ['aria-label', 'alt', 'placeholder', 'title', 'label', 'what', 'hint', 'message'], exclude: ['.*'] },
          // Not words a shopper reads: numbers and punctuation, an emoji, a lowercase key or identifier ('first_name').
          words: { exclude: ['[0-9!-/:-@[-`{-~×•…·−←→“”★\\s]+', /^\p{Emoji}+$/u, '[a-z][a-zA-Z0-9_]*'] },
        },
      ],
    },
  },
);
