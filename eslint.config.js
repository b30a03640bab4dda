import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * Every endpoint is a contract (packages/domain/src/<area>.endpoints.ts): the server's and the
 * web's code name no `/api/` path of their own, they ask the contract (serveEndpoint,
 * callEndpoint, pathOf). The few paths written out say why where they stand.
 */
const API_LITERALS = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message: 'This area’s endpoints are contracts: use its *.endpoints.ts with serveEndpoint, callEndpoint or pathOf instead of an /api/ path.',
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

/**
 * The web's layers (docs/decisions/003-pages-compose-features.md): app → features → entities →
 * components, lib, config. A feature's pages may compose other features; the rest of a feature
 * (components, api, lib, hooks, files at its root) may not. Entities import no feature; components,
 * lib and config import neither features nor entities. One zone per feature folder, read at lint
 * time, so a new feature is covered without editing this list.
 */
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const WEB_LAYER_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: [`${WEB_SRC}/features/${feature}/!(pages)/**`, `${WEB_SRC}/features/${feature}/*`],
    from: [`${WEB_SRC}/features/!(${feature})/**`],
    message: `Only a page composes other features (ADR 003): move what ${feature} shares with another feature to @/entities, @/components or @/lib.`,
  })),
  {
    target: [`${WEB_SRC}/entities`, `${WEB_SRC}/components`, `${WEB_SRC}/lib`, `${WEB_SRC}/config`],
    from: `${WEB_SRC}/features`,
    message: 'Shared layers import no feature (ADR 003): pages in features/*/pages and app/ compose them.',
  },
  {
    target: [`${WEB_SRC}/components`, `${WEB_SRC}/lib`, `${WEB_SRC}/config`],
    from: `${WEB_SRC}/entities`,
    message: 'components, lib and config sit below entities (ADR 003): move what both need down here.',
  },
  {
    // lib/cache/cache-effects.test.ts finds every change the app makes in features/.
    target: `${WEB_SRC}/entities`,
    from: [`${WEB_SRC}/lib/cache/use-change-mutation.ts`, `${WEB_SRC}/lib/cache/apply-change.ts`],
    message: 'An entity holds reads and small UI; a change (useChangeMutation, applyChange) stays in the feature that makes it.',
  },
];

/**
 * The server's modules have front doors (docs/decisions/020-module-events.md): each folder under
 * apps/server/src/modules is reached from outside it only through its `index.ts`. Files of one
 * module import each other freely. One zone per module folder, read at lint time, so a new module
 * is covered without editing this list.
 */
const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES = fs
  .readdirSync(path.join(import.meta.dirname, SERVER_SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const MODULE_DOOR_ZONES = SERVER_MODULES.map((module) => ({
  target: [`${SERVER_SRC}/*.ts`, `${SERVER_SRC}/!(modules)/**`, `${SERVER_SRC}/modules/!(${module})/**`],
  from: `${SERVER_SRC}/modules/${module}`,
  except: ['./index.ts'],
  message: `Import the ${module} module through its front door, modules/${module}/index.ts (export what you need there).`,
}));
MODULE_DOOR_ZONES.push({
  // Tests set requests up directly; the lifecycle writes a request's status (ADR 008).
  target: [`${SERVER_SRC}/modules/!(requests|lifecycle)/**/!(*.test).ts`],
  from: `${SERVER_SRC}/db/schema/valuation-requests.table.ts`,
  message: 'Query valuation requests with valuationRequests and ofFirm from the requests front door (ADR 019).',
});

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
    // The web's layers and no import cycles, resolved as Vite does (the `@/` alias of apps/web/tsconfig.json).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROLE_COMPARISONS] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROLE_COMPARISONS, ...API_LITERALS] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX, ...ROLE_COMPARISONS, ...API_LITERALS] },
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
    // Modules are reached through their front doors; resolved as the server resolves them (`#*` imports).
    files: [`${SERVER_SRC}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/server/tsconfig.json') },
          extensions: ['.ts', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: MODULE_DOOR_ZONES }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
