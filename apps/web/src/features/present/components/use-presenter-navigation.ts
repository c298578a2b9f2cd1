import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { replayEarlyKeys } from '../../../lib/early-clicks';

const SWIPE_PX = 50;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

/**
 * Slide navigation: arrows, space (shift: back), Page Up/Down, Home/End, swipe; Escape leaves.
 * Keys typed into a field (a review comment) are the field's.
 */
export function usePresenterNavigation(count: number, onExit: () => void, initial = 0) {
  const [index, setIndex] = useState(initial);
  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(count - 1, next))), [count]);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // An open dialog (a comment, the lightbox) has the keys: Radix closes it on Escape, the lightbox turns its own images.
      if (document.querySelector('[role="dialog"]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onExit();
        return;
      }
      if (typing(event.target)) return;
      const moves: Record<string, number | 'home' | 'end'> = {
        ArrowRight: 1,
        ArrowDown: 1,
        PageDown: 1,
        ' ': event.shiftKey ? -1 : 1,
        ArrowLeft: -1,
        ArrowUp: -1,
        PageUp: -1,
        Home: 'home',
        End: 'end',
      };
      const move = moves[event.key];
      if (move === undefined) return;
      // Space on a focused button is that button's.
      if (event.key === ' ' && (event.target as HTMLElement | null)?.tagName === 'BUTTON') return;
      event.preventDefault();
      setIndex((i) => (move === 'home' ? 0 : move === 'end' ? count - 1 : Math.max(0, Math.min(count - 1, i + move))));
    };
    window.addEventListener('keydown', onKey);
    // Keys pressed on the page's HTML before a held click brought this presenter (a review started
    // before the app took the page over) are pressed again now that they have a listener.
    replayEarlyKeys();
    return () => window.removeEventListener('keydown', onKey);
  }, [count, onExit]);

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) go(index + (dx < 0 ? 1 : -1));
    },
  };
  return { index: Math.min(index, Math.max(0, count - 1)), go, swipe };
}
