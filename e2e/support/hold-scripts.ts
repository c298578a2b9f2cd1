import type { BrowserContext } from '@playwright/test';

/**
 * Holds every script of the context's pages (`/assets/*.js`) until `release()`: what a person does
 * on a page painted from the server's HTML before its app runs. A flag, not unroute (see
 * presentation-durability). A page with module scripts held never reaches DOMContentLoaded.
 */
export async function holdScripts(context: BrowserContext): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await context.route('**/assets/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
