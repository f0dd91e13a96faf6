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
 * Routes hold HTTP only (docs/adding-a-feature.md, "What a service receives"): a route hands the
 * service the whole `deps`, never the database, so every query lives in a service.
 */
const ROUTES_HTTP_ONLY =
  'Routes hold HTTP only: pass `deps` to a service (docs/adding-a-feature.md, "What a service receives"), not `deps.db`.';

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
