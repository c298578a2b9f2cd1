import { describe, expect, it } from 'vitest';
import { contrastRatio, deckTheme, HOUSE_ACCENT, normaliseHex } from './theme.js';

describe('deck theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('FFFFFF', '000000')).toBeCloseTo(21, 1);
    expect(contrastRatio('B5532E', 'FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
  });

  it('takes the brand colour as accent only when white text on it reads', () => {
    expect(deckTheme(['#1f3a5f', '#eeeeee']).accent).toBe('1F3A5F');
    expect(deckTheme(['#f5d76e']).accent).toBe(HOUSE_ACCENT); // pale yellow: white text would not read
    expect(deckTheme([]).accent).toBe(HOUSE_ACCENT);
    expect(deckTheme(['not a colour']).accent).toBe(HOUSE_ACCENT);
    expect(deckTheme([]).paper).toBe('F7F6F2');
  });

  it('normalises short and long hex', () => {
    expect(normaliseHex('#abc')).toBe('AABBCC');
    expect(normaliseHex('b5532e')).toBe('B5532E');
    expect(normaliseHex('#12345')).toBeNull();
  });
});
