import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Where `vite` (dev) and `vite preview` send /api; the API server listens on 3000 by default.
const apiTarget = process.env.LOCI_API_URL ?? 'http://localhost:3000';

/** The Latin faces every page paints with (body and wordmark), preloaded so text does not reflow when they arrive. */
const PRELOADED_FONTS = /(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

function preloadFonts(): Plugin {
  return {
    name: 'loci-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONTS.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts()],
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
