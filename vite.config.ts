import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';

const serverPort = Number(process.env.SERVER_PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
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
