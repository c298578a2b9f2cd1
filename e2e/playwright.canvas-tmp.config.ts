// TEMPORARY (canvas helper): the shared config on other ports, web via Vite dev. Deleted after use.
import base from './playwright.config';

const API_PORT = '3396';
const WEB_PORT = '3397';
const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;
const baseEnv = (base.webServer as { env: Record<string, string> }).env;
export default {
  ...base,
  testDir: 'specs/canvas',
  outputDir: 'test-results-canvas-tmp',
  use: { ...base.use, baseURL: BASE_URL },
  webServer: [
    {
      ...base.webServer,
      url: `http://127.0.0.1:${API_PORT}/api/health/`,
      env: { ...baseEnv, PORT: API_PORT, PUBLIC_URL: BASE_URL, LOCI_E2E_SEED: '1' },
    },
    {
      command: `npx vite --config vite.canvas-tmp.config.ts --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      url: `${BASE_URL}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
};
