import type { KeyboardEvent, PointerEvent } from 'react';

/**
 * The handlers of the button that stands in for a menu whose code loads on first open (the
 * header's account and workspace menus): it opens as Radix's trigger does, on a press (pointer
 * down) or on Enter, Space and ↓, and starts loading when the menu looks likely to be wanted.
 *
 * It also opens on a click no press opened first: a click held while the page was painted from
 * its HTML and clicked again once it hydrated (`useEarlyClicks`) comes without a press, as does
 * a click from assistive technology. After a press the stand-in is gone (or has no `onOpen`), so
 * the press's own click does nothing more.
 */
export function menuStandInHandlers(onOpen: (() => void) | undefined, load: () => void) {
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) onOpen?.();
    },
    onClick: () => onOpen?.(),
    onKeyDown: (event: KeyboardEvent) => {
      if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        onOpen?.();
      }
    },
    onPointerEnter: load,
    onFocus: load,
  };
}
