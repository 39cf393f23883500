/**
 * The import aliases (see ARCHITECTURE.md), for Vite and Vitest; tsconfig.json's `paths` say the
 * same for TypeScript, tsx and Playwright.
 */
import { fileURLToPath } from 'node:url';

const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export const pathAliases = {
  '@': folder('src'),
  '@domain': folder('domain'),
  '@server': folder('server'),
  '@tests': folder('tests'),
};
