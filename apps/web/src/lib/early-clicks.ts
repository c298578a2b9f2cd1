import { EARLY_CLICKS, EARLY_KEYS } from '@loci/shared/page-boot';
import { useEffect } from 'react';

type TakeHeldClicks = () => HTMLElement[];

/**
 * The buttons clicked on a page painted from its HTML before the app took it over, held by the
 * page's boot script (`PAGE_BOOT_SCRIPT`); asking stops the holding. Empty on any other page.
 */
export function takeEarlyClicks(): HTMLElement[] {
  const take = (window as unknown as Record<string, TakeHeldClicks | undefined>)[EARLY_CLICKS];
  return typeof take === 'function' ? take() : [];
}

/** Clicks the held buttons again, in order; a button the app no longer shows is skipped. */
export function replayEarlyClicks(buttons: HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}

/**
 * For a screen painted from the HTML: once it has hydrated (its effects run after
 * its buttons have their handlers), the buttons clicked before are clicked again. React alone
 * would drop a click that lands in a part it cannot hydrate yet (a screen whose code is loading).
 * The clicks go in the next task, not in the effect: the fields of the screen tell their owners
 * what was typed before hydration as they mount (`TextField`), and React renders that update after
 * the effects, so a click replayed in the effect would submit the form as it was rendered (empty).
 */
export function useEarlyClicks(): void {
  useEffect(() => {
    const replay = setTimeout(() => replayEarlyClicks(takeEarlyClicks()), 0);
    return () => clearTimeout(replay);
  }, []);
}

/** How long a started app leaves clicks held at most, should the screen never take them (it was not shown). */
export const EARLY_CLICKS_LIMIT_MS = 10_000;

const BUTTONS = 'button,[role="button"]';

/**
 * For a page the app draws afresh over the same markup it was painted from (its own entry's
 * `createRoot`, not hydration): the buttons clicked meanwhile, by their place among the page's
 * buttons (the holding stops). `clickAgain` clicks the app's buttons at those places.
 */
export function takeEarlyClickPlaces(container: HTMLElement): number[] {
  const held = takeEarlyClicks();
  const buttons = [...container.querySelectorAll(BUTTONS)];
  return held.map((button) => buttons.indexOf(button)).filter((place) => place >= 0);
}

/** Clicks the buttons at `places` (from `takeEarlyClickPlaces`) of the page as the app has drawn it. */
export function clickAgain(container: HTMLElement, places: number[]): void {
  const buttons = [...container.querySelectorAll<HTMLElement>(BUTTONS)];
  for (const place of places) buttons[place]?.click();
}

type HeldKey = { key: string; shiftKey: boolean };

/**
 * Presses again, on the window where the presenter listens, the navigation keys pressed on a
 * presenter's first slide before the app took the page over (held by the boot script; asking
 * stops the holding). Nothing on any other page.
 */
export function replayEarlyKeys(): void {
  const take = (window as unknown as Record<string, (() => HeldKey[]) | undefined>)[EARLY_KEYS];
  const keys = typeof take === 'function' ? take() : [];
  for (const { key, shiftKey } of keys)
    window.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
}
