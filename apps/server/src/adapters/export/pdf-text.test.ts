import { describe, expect, it } from 'vitest';
import { layoutParagraphs, toEncodable, wrapText } from './pdf-text.js';

const measure = (text: string) => text.length * 5; // 5 pt per character
const latin1 = (cp: number) => cp < 256 || cp === 0x2014 || cp === 0x2026;

describe('pdf text layout', () => {
  it('wraps on words and splits words longer than a line', () => {
    expect(wrapText('one two three four', 50, measure)).toEqual(['one two', 'three four']);
    expect(wrapText('https://example.org/very/long/path', 50, measure)).toEqual(['https://ex', 'ample.org/', 'very/long/', 'path']);
  });

  it('cuts to the lines that fit and ends with an ellipsis', () => {
    const lines = layoutParagraphs(
      [
        { text: 'aa bb cc dd ee ff gg', bold: false },
        { text: 'next', bold: true },
      ],
      { width: 30, maxLines: 2, measure: () => measure },
    );
    expect(lines.map((l) => l.text)).toEqual(['aa bb', 'cc dd…']);
  });

  it('keeps paragraphs and their weight', () => {
    const lines = layoutParagraphs(
      [
        { text: 'Head', bold: true },
        { text: '', bold: false },
        { text: 'body', bold: false },
      ],
      { width: 100, maxLines: 9, measure: () => measure },
    );
    expect(lines).toEqual([
      { text: 'Head', bold: true },
      { text: '', bold: false },
      { text: 'body', bold: false },
    ]);
  });

  it('maps text the standard fonts cannot encode to close letters', () => {
    expect(toEncodable('Łódź — Kraków', latin1)).toBe('Lódz — Kraków');
    expect(toEncodable('東京', latin1)).toBe('??');
    expect(toEncodable('a\nb', latin1)).toBe('a b');
  });
});
