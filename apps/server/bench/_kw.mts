import { readWebsite } from '../src/modules/keywords/read-website.js';
import { extractKeywords } from '../src/modules/keywords/extract-keywords.js';
import { COFFEE_ROASTER_HTML } from '../src/modules/keywords/fixtures/coffee-roaster.js';
import { BOUTIQUE_HOTEL_HTML } from '../src/modules/keywords/fixtures/boutique-hotel.js';
import { FURNITURE_MAKER_HTML } from '../src/modules/keywords/fixtures/furniture-maker.js';
for (const [brand, html] of [['Kiln & Crema', COFFEE_ROASTER_HTML], ['Casa Lumen', BOUTIQUE_HOTEL_HTML], ['Holm Workshop', FURNITURE_MAKER_HTML]] as const) {
  const page = readWebsite(html, 'https://example.com/');
  console.log(brand, JSON.stringify({ ...page, text: page.text.slice(0, 300) }, null, 1));
  const r = extractKeywords({ brandName: brand, page });
  console.log(r.source, r.keywords);
  console.log(r.prompts.slice(0, 3));
}
console.log(extractKeywords({ brandName: 'Northside Coffee Roasters' }));
console.log(extractKeywords({ brandName: 'Aesop' }).keywords);
