import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where `vite` (dev) and `vite preview` send /api; the API server listens on 3000 by default.
const apiTarget = process.env.LOCI_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
