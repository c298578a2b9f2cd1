// TEMPORARY (canvas helper): Vite dev server for the web app, proxying to a local API, so the
// canvas specs run without rebuilding the shared apps/web/dist. Deleted after use.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: '../apps/web',
  plugins: [react()],
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3396', changeOrigin: false } } },
});
