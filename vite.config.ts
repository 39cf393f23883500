import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.SERVER_PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
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
