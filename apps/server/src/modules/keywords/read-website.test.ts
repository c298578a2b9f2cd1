import { describe, expect, it } from 'vitest';
import { COFFEE_ROASTER_HTML } from './fixtures/coffee-roaster.js';
import { FURNITURE_MAKER_HTML } from './fixtures/furniture-maker.js';
import { readWebsite } from './read-website.js';

describe('readWebsite', () => {
  it('reads title, meta, Open Graph and headings', () => {
    const page = readWebsite(COFFEE_ROASTER_HTML, 'https://kilnandcrema.example/');
    expect(page.title).toBe('Kiln & Crema | Small-batch coffee roasters in Portland');
    expect(page.description).toMatch(/^Kiln & Crema roasts single origin coffee/);
    expect(page.ogTitle).toBe('Kiln & Crema Coffee Roasters');
    expect(page.ogDescription).toBe('Small-batch, single origin coffee, roasted by hand.');
    expect(page.siteName).toBe('Kiln & Crema');
    expect(page.headings).toContain('Direct trade, from farm to cup');
    expect(page.headings[0]).toBe('Single origin coffee, roasted in small batches');
  });

  it('keeps the article text, one block per line, without banners, nav or footer', () => {
    const page = readWebsite(COFFEE_ROASTER_HTML, 'https://kilnandcrema.example/');
    expect(page.text).toContain('We publish what we pay for each single origin lot');
    expect(page.text.split('\n').length).toBeGreaterThan(5);
    expect(page.text).not.toMatch(/cookie|Privacy Policy|Cart \(0\)|All rights reserved/i);
  });

  it('drops consent overlays even when they sit inside the content', () => {
    const page = readWebsite(FURNITURE_MAKER_HTML, 'https://holm.example/');
    expect(page.text).toContain('traditional joinery');
    expect(page.text).not.toMatch(/privacy|cookies/i);
  });

  it('falls back to body text for a short page Readability rejects', () => {
    const html =
      '<html><head><title>Tiny</title></head><body><nav>Menu</nav><p>Hand-thrown porcelain.</p><footer>© 2024</footer></body></html>';
    const page = readWebsite(html, 'https://tiny.example/');
    expect(page.title).toBe('Tiny');
    expect(page.text).toBe('Hand-thrown porcelain.');
    expect(page.description).toBeUndefined();
  });

  it('copes with a bare fragment and an empty string', () => {
    expect(readWebsite('<h1>Ceramics studio</h1><p>Stoneware and glaze.</p>', 'https://x.example/').text).toBe(
      'Ceramics studio\nStoneware and glaze.',
    );
    expect(readWebsite('', 'https://x.example/')).toMatchObject({ title: '', headings: [], text: '' });
  });
});
