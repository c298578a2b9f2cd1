import { describe, expect, it } from 'vitest';
import { containsControlChars, hasControlChars } from './control-chars.js';

describe('control characters', () => {
  it('finds NUL, other C0 controls, DEL and C1 controls, but not tab, line feed or carriage return', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlChars(`terrace${c}at dusk`), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlChars('line one\nline two\r\n\tindented — café, 東京, 🏛️')).toBe(false);
  });

  it('walks nested bodies, keys included, without recursion', () => {
    expect(containsControlChars({ a: [{ b: 'ok' }, 'fine', 3, null, true] })).toBe(false);
    expect(containsControlChars({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsControlChars({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'bad\u0007';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsControlChars(deep)).toBe(true);
    expect(containsControlChars(undefined)).toBe(false);
  });

  it('looks into JSON text inside a string, where an escaped NUL would become a real one', () => {
    expect(containsControlChars('["terrace\\u0000at dusk"]')).toBe(true);
    expect(containsControlChars({ newPrompt: '{"a":"\\u001b[31m"}' })).toBe(true);
    expect(containsControlChars('["caf\\u00e9", "line\\nbreak"]')).toBe(false);
    expect(containsControlChars('not json \\u0000')).toBe(false);
  });
});
