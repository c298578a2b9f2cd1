import { expect, type Page } from '@playwright/test';

/** What a page may show for a moment: an element by test id, or a text. */
export type Sighting = { testId: string } | { text: string };

const keyOf = (s: Sighting) => ('testId' in s ? `testid:${s.testId}` : `text:${s.text}`);

/**
 * Records, from the first paint of every page load on, whether each sighting ever appeared.
 * For states that may come and go before a slow test looks (a placeholder replaced by its image,
 * a toast that counts to the end and leaves): assert that they happened, not when.
 * Call before `page.goto`.
 */
export async function recordSightings(page: Page, sightings: Sighting[]): Promise<void> {
  await page.addInitScript(
    (wanted: { key: string; testId?: string; text?: string }[]) => {
      const seen = new Set<string>();
      (window as unknown as { __lociSightings: Set<string> }).__lociSightings = seen;
      const check = () => {
        const text = document.body?.textContent ?? '';
        for (const w of wanted) {
          if (seen.has(w.key)) continue;
          if (w.testId && document.querySelector(`[data-testid="${w.testId}"]`)) seen.add(w.key);
          if (w.text && text.includes(w.text)) seen.add(w.key);
        }
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    },
    sightings.map((s) => ({ key: keyOf(s), ...s })),
  );
}

/** Waits until the page has shown `sighting` at least once since it loaded. */
export async function expectSighted(page: Page, sighting: Sighting, timeout = 60_000): Promise<void> {
  const key = keyOf(sighting);
  await expect
    .poll(() => page.evaluate((k) => (window as unknown as { __lociSightings?: Set<string> }).__lociSightings?.has(k) ?? false, key), {
      message: `the page showed ${key}`,
      timeout,
    })
    .toBe(true);
}
