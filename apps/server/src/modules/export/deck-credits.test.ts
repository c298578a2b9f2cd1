import { OFFLINE_TEXT_CREDIT } from '@loci/shared';
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

describe('credits name the pages whose text was written offline (issue #44)', () => {
  it('lists them under "Offline text", and says nothing when a language model wrote every page', () => {
    const ctx = { theme: deckTheme([]), footerLabel: 'Test', firstNumber: 5 };
    const placed = [{ sha: 'a', label: 'Shrine Gates', pageTitle: 'Historical Context' }];
    const withText = textOf(
      creditsSlides(placed, new Map([['a', study]]), { ...ctx, offlineText: ['Historical Context', 'Historical Topics'] }),
    );
    expect(withText).toContain('Offline text (2)');
    expect(withText).toContain(OFFLINE_TEXT_CREDIT);
    expect(withText).toContain('Historical Context, Historical Topics');
    expect(textOf(creditsSlides(placed, new Map([['a', study]]), ctx))).not.toContain('Offline text');
    // Text written offline is credited even in a deck without images.
    expect(textOf(creditsSlides([], new Map(), { ...ctx, offlineText: ['Social Topics'] }))).toContain('Offline text (1)');
  });
});
