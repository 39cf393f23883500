import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pathAliases } from './path-aliases';
import { isSiteEntryPath, SITE_ENTRY_HTML } from './domain/pages/site-paths';
import { firstPaint } from './scripts/build/first-paint';

const serverPort = Number(process.env.SERVER_PORT ?? 3000);

/** `npm run dev`: the public site's addresses get its own page, as the embedded server and Hosting give it. */
const siteEntryInDev: Plugin = {
  name: 'eventdesk-site-entry',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? '/', 'http://dev');
      if (isSiteEntryPath(url.pathname)) req.url = `/${SITE_ENTRY_HTML}${url.search}`;
      next();
    });
  },
};

const page = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export default defineConfig({
  // A brotli and a gzip copy of each text file beside it: the server sends the one the browser
  // accepts without compressing on every request (server/http/static-files.ts).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    siteEntryInDev,
    // The admin app's first screen: its antd styles written at build time, its chunks preloaded (issue 17).
    ...firstPaint(),
  ],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Monaco's editor (the custom CSS dialog) is one 4 MB chunk, loaded only when that dialog opens.
    chunkSizeWarningLimit: 4500,
    // Two entries: the admin app, and the public event site, light and on its own (ARCHITECTURE.md).
    rollupOptions: { input: { main: page('index.html'), site: page(SITE_ENTRY_HTML) } },
  },
  server: {
    // `npm run dev` serves the app with hot reload and forwards backend traffic to `npm run dev:server`.
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/files': `http://localhost:${serverPort}`,
      '/ws': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
});
