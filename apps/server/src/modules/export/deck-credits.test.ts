import { describe, expect, it } from 'vitest';
import { type AssetProvenance, creditsSlides } from './deck-credits.js';
import { deckTheme } from './theme.js';

const study: AssetProvenance = { origin: 'generated', provider: 'offline', credit: null, licence: null, source_url: null };
const textOf = (slides: ReturnType<typeof creditsSlides>) =>
  slides.flatMap((s) => s.elements.flatMap((e) => ('paragraphs' in e ? e.paragraphs.map((p) => p.text) : []))).join('\n');

describe('credits name the space a render was drawn on', () => {
  it('says which renders kept the studio space and who made the reference', () => {
    const slides = creditsSlides(
      [
        { sha: 'a', label: 'Render', pageTitle: 'Tidal Salt moodboard', space: { author: 'Studio Norte' } },
        { sha: 'b', label: 'Render', pageTitle: 'Quiet Court moodboard', space: { author: null } },
        { sha: 'c', label: 'Render', pageTitle: 'Plain moodboard' },
      ],
      new Map([
        ['a', study],
        ['b', study],
        ['c', study],
      ]),
      { theme: deckTheme([]), footerLabel: 'Test', firstNumber: 5 },
    );
    const text = textOf(slides);
    expect(text).toContain('Your space (2)');
    expect(text).toContain('Tidal Salt moodboard render: drawn on the studio’s own space — reference by Studio Norte');
    expect(text).toContain('Quiet Court moodboard render: drawn on the studio’s own space');
    expect(text).not.toContain('Plain moodboard render: drawn');
  });
});
