import { useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to the element that opened a popup when it closes. Radix returns focus only
 * to its own `Trigger`; our popups are opened by ordinary buttons (grid cells, canvas nodes,
 * menu items), so each remembers what had focus as it opened. Pass the result as the Radix
 * content's `onCloseAutoFocus`; `then` runs first and may `preventDefault()` to take over.
 */
export function useReturnFocus(open: boolean, then?: (event: Event) => void): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves focus into the popup.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    then?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}
