import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Features meet only at each other's public index.ts: a file inside src/{server,client}/features/<a>/
 * may import another feature's `index`, never its other files. A relative path climbs one folder
 * per level of nesting, so the rule is written once per depth (a feature's own subfolders included).
 */
const FEATURE_BOUNDARY =
  'Import another feature only through its index.ts (its public surface); move what it should share there, or into platform/lib.';
function featureBoundaries(root, extensions) {
  const blocks = [];
  for (let depth = 1; depth <= 4; depth++) {
    const patterns = [{ regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/(?!index$).+`, message: FEATURE_BOUNDARY }];
    if (root.startsWith('src/client/'))
      patterns.push({ regex: '^@/features/[^/]+/(?!index$).+', message: FEATURE_BOUNDARY });
    blocks.push({
      files: [`${root}/${'*/'.repeat(depth)}*.${extensions}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    });
  }
  return blocks;
}

/**
 * Outside the feature folders, the seeds, the server platform and the client components meet a feature
 * at its index.ts too (ARCHITECTURE.md): `…/features/<f>/<anything but index>` fails, at any depth.
 */
const FEATURE_FACE = 'Import a feature only through its index.ts (its public surface); export what you need there.';
const outsideFeatures = (files, alias) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+features/[^/]+/(?!index$).+', message: FEATURE_FACE },
          ...(alias ? [{ regex: '^@/features/[^/]+/(?!index$).+', message: FEATURE_FACE }] : []),
        ],
      },
    ],
  },
});

/**
 * Routes hold HTTP only (docs/adding-a-feature.md, "What a service receives"): a route hands the
 * service the whole `deps`, never the database, so every query lives in a service.
 */
const ROUTES_HTTP_ONLY =
  'Routes hold HTTP only: pass `deps` to a service (docs/adding-a-feature.md, "What a service receives"), not `deps.db`.';

/**
 * No state at module level on the server (ARCHITECTURE.md; decision 0147): caches and memos belong
 * to the app's deps, so two apps in one process never share them. A rule of its own (not
 * no-restricted-syntax) so it adds to, never replaces, another block's restricted syntax.
 */
const MODULE_STATE =
  'No state at module level on the server: keep caches and memos in the app (deps, made in buildApp).';
const topLevel = (declaration) => [`Program > ${declaration}`, `Program > ExportNamedDeclaration > ${declaration}`];
const noModuleState = {
  meta: { type: 'problem', docs: { description: MODULE_STATE }, schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MODULE_STATE });
    const mapOrWeakMap = 'VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|WeakMap)$/]';
    return Object.fromEntries([
      ...topLevel("VariableDeclaration[kind='let']").map((selector) => [selector, report]),
      ...topLevel(mapOrWeakMap).map((selector) => [selector, report]),
    ]);
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier keeps code within 120 columns; this catches what it cannot wrap (comments).
      // Literal text (strings, templates, URLs, patterns) may run longer rather than be cut.
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    files: ['src/server/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='deps'][property.name='db']", message: ROUTES_HTTP_ONLY },
        {
          selector: "VariableDeclarator[init.name='deps'] > ObjectPattern > Property[key.name='db']",
          message: ROUTES_HTTP_ONLY,
        },
      ],
    },
  },
  ...featureBoundaries('src/server/features', 'ts'),
  ...featureBoundaries('src/client/features', '{ts,tsx}'),
  outsideFeatures(['src/server/db/seed/**/*.ts', 'src/server/platform/**/*.ts'], false),
  outsideFeatures(['src/client/components/**/*.{ts,tsx}'], true),
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'no-module-state': noModuleState } } },
    rules: { 'local/no-module-state': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
