import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Deck, TextElement } from './deck.js';
import { createPdfWriter } from './pdf-writer.js';

const text = (t: string, font: TextElement['font'], bold = false): TextElement => ({
  kind: 'text',
  box: { x: 0.5, y: 0.5, w: 12, h: 1 },
  paragraphs: [{ text: t, bold }],
  font,
  size: 20,
  color: '1B1B1A',
});

function deckOf(elements: TextElement[]): Deck {
  return {
    title: 'Fonts',
    subject: 'test',
    slides: [{ kind: 'title', background: 'F7F6F2', elements: elements.map((el, i) => ({ ...el, box: { ...el.box, y: 0.5 + i * 1.2 } })) }],
  } as Deck;
}

const noImages = { load: async () => null };
const pdf = (deck: Deck) => createPdfWriter().write(deck, noImages);
const fontsOf = (bytes: Buffer) => execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' });
const textOf = (bytes: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' });

describe('PDF writer fonts', () => {
  it("embeds the app's typefaces (Fraunces titles, Inter text), not the standard fonts", async () => {
    const bytes = await pdf(
      deckOf([text('Alfama Hotel', 'serif'), text('Historical Context', 'sans', true), text('Lisbon, Portugal', 'sans')]),
    );
    const fonts = fontsOf(bytes);
    expect(fonts).toMatch(/Fraunces/);
    expect(fonts).toMatch(/Inter/);
    expect(fonts).not.toMatch(/Helvetica|Times/);
    // Every font is embedded (the "emb" column says yes).
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    for (const row of rows) expect(row).toMatch(/\byes\b/);
  });

  it('writes Polish, Cyrillic, Greek, Vietnamese and Arabic text as itself', async () => {
    const lines = ['Łódź Lofts, Kraków', 'Гостиница «Арбат», Москва', 'Ξενοδοχείο Πλάκα, Αθήνα', 'Khách sạn Hội An', 'فندق القصبة'];
    const bytes = await pdf(deckOf(lines.map((l) => text(l, 'sans'))));
    const out = textOf(bytes);
    for (const line of lines.slice(0, 4)) expect(out).toContain(line);
    // Arabic comes from the DejaVu fallback; pdftotext may reorder right-to-left letters, so check the letters.
    expect(out).toMatch(/[\u0600-\u06ff]{3}/);
    expect(out).not.toContain('?');
  });

  it('embeds only the script files the text needs', async () => {
    const latin = fontsOf(await pdf(deckOf([text('Plain latin text', 'sans')])));
    const cyrillic = fontsOf(await pdf(deckOf([text('Plain latin and Москва', 'sans')])));
    const count = (s: string) => s.split('\n').filter((l) => /Inter/.test(l)).length;
    expect(count(cyrillic)).toBeGreaterThan(count(latin));
  });

  it('orders a line that mixes directions as it is read: the Arabic words right to left, digits left to right', async () => {
    const bytes = await pdf(deckOf([text('Hotel فندق القصبة 2024', 'sans'), text('مراكش ٢٠٢٤', 'sans')]));
    const out = textOf(bytes).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(out).toContain('مراكش ٢٠٢٤');
    expect(out).toMatch(/Hotel/);
    expect(out).toMatch(/فندق القصبة/);
    expect(out).toMatch(/2024/);
  });
});
