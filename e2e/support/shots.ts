import type { Page } from '@playwright/test';
import { capture } from './screenshots';

/** The viewports a designer checks: desktop, tablet, phone. */
export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** `1440x900` */
export const sizeName = (viewport: { width: number; height: number }) => `${viewport.width}x${viewport.height}`;

/** Saves the viewport as `screenshots/<name>-<size>.png` once the fonts are in. */
export async function captureAt(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await capture(page, viewport ? `${name}-${sizeName(viewport)}` : name);
}
