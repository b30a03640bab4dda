import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Access is asked as a permission (`can` from @thamani/domain/access); only that folder reads a role's name. */
export const ROLE_COMPARISONS = [
  {
    selector:
      "BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(user|agent|admin)$/], [right.value=/^(user|agent|admin)$/]):matches([left.property.name='role'], [right.property.name='role'], [left.name='role'], [right.name='role'])",
    message: "Ask can(actor, '<permission>') from @thamani/domain/access instead of comparing a role.",
  },
  {
    selector: "SwitchStatement:matches([discriminant.name='role'], [discriminant.property.name='role'])",
    message: "Ask can(actor, '<permission>') from @thamani/domain/access, or keep a Record<Role, …> there, instead of switching on a role.",
  },
];

/** The web's own restrictions on syntax. */
const WEB_SYNTAX = [
  {
    selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy'], MemberExpression[object.name='React'][property.name='lazy']",
    message: 'Use lazyComponent or withClassMerging from @/lib/lazy.',
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "Markup from a string is the server's painted page only (app/guards/pending-page.tsx): render text as React elements.",
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'apps/server/dist-a/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.test-output/**', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['playwright.config.ts', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: ['error', 'all'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A lazy chunk may pass conflicting Tailwind classes: it must load class merging with it.
      'no-restricted-syntax': ['error', ...WEB_SYNTAX, ...ROLE_COMPARISONS],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'tailwind-merge', message: 'Use cn() from @/lib/utils; @/lib/class-merging turns merging on.' },
            // A change names what it touches (lib/cache/cache-effects.ts), so no screen is left stale.
            { name: '@tanstack/react-query', importNames: ['useMutation'], message: 'Use useChangeMutation from @/lib/cache/use-change-mutation.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROLE_COMPARISONS] },
  },
  {
    // Tests state what each role sees; the access folder is where roles are defined.
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'packages/domain/src/access/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
