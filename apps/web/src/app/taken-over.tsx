import { type ReactNode, useEffect } from 'react';
import { clickAgain, replayEarlyKeys } from '../lib/early-clicks';

/**
 * Around a page's own entry drawn over the markup it was painted from: once the app's first
 * render is in, the buttons clicked before are clicked again, and `#root` loses its
 * `data-prerendered` (the page is the app's now; tests wait for that). Navigation keys held
 * with no click are pressed again at once (the presenter is on screen and listening); held
 * after a click ("Start the review"), they wait for the screen that click brings, whose
 * presenter presses them again once it listens (`usePresenterNavigation`).
 */
export function TakenOver({ container, clicked, children }: { container: HTMLElement; clicked: number[]; children: ReactNode }) {
  useEffect(() => {
    if (!container.hasAttribute('data-prerendered')) return; // StrictMode's second run
    container.removeAttribute('data-prerendered');
    clickAgain(container, clicked);
    if (clicked.length === 0) replayEarlyKeys();
  }, [container, clicked]);
  return children;
}
