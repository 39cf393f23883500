import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pathAliases } from './path-aliases';
import { firstPaint } from './scripts/build/first-paint';

const serverPort = Number(process.env.SERVER_PORT ?? 3000);

export default defineConfig({
  // A brotli and a gzip copy of each text file beside it: the server sends the one the browser
  // accepts without compressing on every request (server/http/static-files.ts).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The first screen's antd styles written at build time, and its chunks preloaded (issue 17).
    ...firstPaint(),
  ],
  resolve: { alias: pathAliases },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Monaco's editor (the custom CSS dialog) is one 4 MB chunk, loaded only when that dialog opens.
    chunkSizeWarningLimit: 4500,
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
