/**
 * The build's part in a fast first screen (issue 17), as Vite plugins for vite.config.ts:
 *
 * - `virtual:first-paint-styles.css`, imported by src/main.tsx, holds antd's styles for the
 *   components the first screen shows, written at build time (first-paint-styles.tsx), so the
 *   browser does not compute them with the page's scripts. They sit in a cascade layer below the
 *   styles antd writes at run time for the other screens, as they would if antd had written them
 *   first. `npm run dev` leaves it empty and antd writes everything, as before.
 * - index.html preloads (`modulepreload`) the chunks the first screen needs but loads only on
 *   demand (src/app/first-screen.ts and the chosen backend provider), so that they download beside
 *   the entry instead of after it; site.html likewise preloads the site's provider.
 * - index.html's stylesheet is preloaded rather than linked, so the page paints its start-up
 *   screen (inline) without waiting for it; src/main.tsx applies it before React's first render.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const STYLES_ID = 'virtual:first-paint-styles.css';
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The modules whose chunks each page's first screen loads on demand, by page; the provider follows
 * VITE_BACKEND. The site's page waits for its provider before it can ask for the event (issue 30).
 */
function firstScreenModules(backend: string): Record<string, string[]> {
  return { '/index.html': ['src/app/first-screen.ts', `src/backend/${backend}/index.ts`], '/site.html': [`src/backend/${backend}/site.ts`] };
}

function firstPaintStyles(): Plugin {
  let building = false;
  return {
    name: 'eventdesk:first-paint-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === STYLES_ID ? `\0${STYLES_ID}` : null;
    },
    load(id) {
      if (id !== `\0${STYLES_ID}`) return null;
      if (!building) return '';
      const css = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/first-paint-styles.tsx'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      return `@layer antd-first-paint {\n${css}\n}\n`;
    },
  };
}

/** A chunk and every chunk it imports statically, but not the entry's own (Vite preloads those). */
function staticClosure(bundle: OutputBundle, start: OutputChunk, skip: Set<string>, into: Set<string>) {
  if (skip.has(start.fileName) || into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const name of start.imports) {
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') staticClosure(bundle, chunk, skip, into);
  }
}

function preloadFirstScreen(): Plugin {
  let backend = 'local';
  return {
    name: 'eventdesk:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      backend = config.env.VITE_BACKEND || 'local';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle, chunk: entry }) {
        const modules = firstScreenModules(backend)[path];
        if (!modules || !bundle || !entry) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const skip = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.includes(`${root}${module}`));
          if (!chunk) throw new Error(`first-paint: ${module} is in no chunk of the build.`);
          staticClosure(bundle, chunk, skip, files);
        }
        const preloads = [...files].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
        // The site has no start-up screen: its stylesheets stay as they are.
        if (path !== '/index.html') return preloads;
        const preloaded = html.replace(/<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2">');
        if (preloaded === html) throw new Error('first-paint: index.html links no stylesheet of the build.');
        return { html: preloaded, tags: preloads };
      },
    },
  };
}

export function firstPaint(): Plugin[] {
  return [firstPaintStyles(), preloadFirstScreen()];
}
