// The whole repository's lint (`npm run lint`, part of `npm test`): TypeScript, React hooks, no
// import loops, and the dependency rule of ARCHITECTURE.md as import boundaries.
import { readdirSync } from 'node:fs';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const features = readdirSync(new URL('./src/features', import.meta.url));

/** Who may not import whom (`target` is the importing file, `from` the imported one). */
function boundaries({ testFile }) {
  const zones = [
    { target: './server', from: './src', message: 'The server never imports the app: shared contracts live in domain/.' },
    { target: './src', from: './server', message: 'The app never imports the server: shared contracts live in domain/.' },
    { target: './domain', from: ['./src', './server', './functions', './tests', './bench'], message: 'domain/ imports only domain/.' },
    { target: './functions', from: ['./src', './tests', './bench'], message: 'Functions import domain/ and server/api only.' },
    { target: './functions', from: './server', except: ['./api'], message: 'Functions import domain/ and server/api only.' },
    { target: './src/features', from: ['./src/app', './src/site'], message: 'Features never import the app (or the site\'s entry): the app composes them.' },
    { target: ['./src/lib', './src/ui'], from: ['./src/app', './src/site', './src/features'], message: 'lib/ and ui/ serve every feature and import none.' },
    { target: './src/backend', from: ['./src/app', './src/site', './src/features', './src/lib', './src/ui'], message: 'The backend knows nothing of the screens.' },
    { target: './src/app', from: './src/site', message: 'The admin app and the public site are two entries: neither imports the other.' },
    { target: './src/site', from: './src/app', message: 'The admin app and the public site are two entries: neither imports the other.' },
    {
      target: ['./src/app', './src/site', './src/features', './src/lib', './src/ui'],
      from: ['./src/backend/local', './src/backend/firebase'],
      message: 'The app talks to the backend port (src/backend/port) only.',
    },
    {
      target: ['./src/app', './src/site', './src/features', './src/lib', './src/ui', './src/backend/port', './src/backend/firebase'],
      from: './domain/protocol',
      message: "Only the local provider (and the server) knows the wire protocol.",
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other: the app composes them, shared code goes to src/lib or src/ui.',
    })),
  ];
  if (!testFile) {
    zones.push({ target: ['./src', './domain', './server', './functions'], from: './tests', message: 'Only tests import tests/.' });
  }
  return ['error', { zones }];
}

const restrictedImports = {
  paths: [{ name: 'ws', message: 'The browser bundle must not import ws: pass the class in from Node code.' }],
  patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase imports the Firebase SDK.' }],
};

export default defineConfig(
  { ignores: ['dist/', '.tmp/', '.data/', 'coverage/', '**/node_modules/', 'functions/lib/', 'public/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for the import graph (no-restricted-paths follows it), resolved with the aliases.
      // Loops are found by scripts/check-import-loops.mjs, in a fraction of import-x/no-cycle's time.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'functions/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // Validators strip or refuse control characters on purpose, written as \u escapes.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': boundaries({ testFile: false }),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**'],
    rules: { 'import-x/no-restricted-paths': boundaries({ testFile: true }) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', restrictedImports],
    },
  },
  {
    // ARCHITECTURE.md: the operation layer returns results and errors; the components decide what the user sees.
    files: ['src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...restrictedImports.paths, { name: 'antd', message: 'api/ shows nothing: take callbacks (src/lib/operation-callbacks.ts) and let the component toast (src/ui/use-toasts.ts).' }],
          patterns: [...restrictedImports.patterns, { group: ['antd/*', '@ant-design/*'], message: 'api/ shows nothing: the components do.' }],
        },
      ],
    },
  },
  {
    // The public site is its own light entry (src/site, ARCHITECTURE.md): what it draws brings in none of the admin app's libraries.
    files: ['src/site/**', 'src/features/site/**', 'src/ui/site/**', 'src/ui/player/**', 'src/lib/site-backend.tsx', 'src/lib/streams/**', 'src/lib/chat-sender-token.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedImports.paths,
            ...['antd', 'react-router', '@tanstack/react-query', 'zod', 'dayjs'].map((name) => ({ name, message: 'The public site is its own light entry: no admin-app library (ARCHITECTURE.md).' })),
            { name: '@/lib/backend-context', message: 'The public site reads through useSiteBackend (src/lib/site-backend.tsx).' },
          ],
          patterns: [...restrictedImports.patterns, { group: ['antd/*', '@ant-design/*', '@tiptap/*', 'zod/*', '@/lib/live/*'], message: 'The public site is its own light entry: no admin-app library (ARCHITECTURE.md).' }],
        },
      ],
    },
  },
  {
    files: ['src/backend/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImports.paths }] },
  },
);
