import { EARLY_KEYS } from '@loci/shared/page-boot';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyKeys } from './early-clicks';

const w = window as unknown as Record<string, unknown>;

describe('replayEarlyKeys', () => {
  afterEach(() => {
    delete w[EARLY_KEYS];
  });

  it('presses the held navigation keys again on the window, in order, and takes them once', () => {
    const held = [
      { key: 'ArrowRight', shiftKey: false },
      { key: ' ', shiftKey: true },
    ];
    w[EARLY_KEYS] = () => held.splice(0);
    const seen: string[] = [];
    const listen = (event: KeyboardEvent) => seen.push(`${event.shiftKey ? 'shift+' : ''}${event.key}`);
    window.addEventListener('keydown', listen);
    replayEarlyKeys();
    replayEarlyKeys();
    window.removeEventListener('keydown', listen);
    expect(seen).toEqual(['ArrowRight', 'shift+ ']);
  });

  it('does nothing on a page whose boot script held no keys', () => {
    const seen: string[] = [];
    const listen = (event: KeyboardEvent) => seen.push(event.key);
    window.addEventListener('keydown', listen);
    replayEarlyKeys();
    window.removeEventListener('keydown', listen);
    expect(seen).toEqual([]);
  });
});
