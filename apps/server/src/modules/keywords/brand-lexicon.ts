/**
 * English design vocabulary by trade, offered when a brand name is all we have (or a page says
 * too little). Each theme is triggered by words in the brand name or in the words already read;
 * it is never mixed into keywords read from a website.
 */
interface Theme {
  triggers: string[];
  keywords: string[];
}

const THEMES: Theme[] = [
  {
    triggers: ['coffee', 'cafe', 'café', 'espresso', 'roast', 'roaster', 'roasters', 'roastery', 'bean', 'beans'],
    keywords: ['specialty coffee', 'roasting craft', 'espresso bar', 'warm timber counter', 'coffee ritual', 'neighbourhood café'],
  },
  {
    triggers: ['tea', 'teahouse', 'matcha', 'chai'],
    keywords: ['tea ceremony', 'loose-leaf tea', 'quiet ritual', 'ceramic vessels', 'steam and light'],
  },
  {
    triggers: ['hotel', 'hotels', 'inn', 'lodge', 'suites', 'resort', 'hostel', 'stay', 'rooms', 'guesthouse'],
    keywords: ['boutique hospitality', 'guest rooms', 'lobby lounge', 'restful interiors', 'arrival sequence', 'local hospitality'],
  },
  {
    triggers: ['bakery', 'bread', 'boulangerie', 'patisserie', 'pastry', 'bake', 'bakes'],
    keywords: ['artisan bread', 'flour and stone', 'open bakery', 'morning pastries', 'wood-fired oven'],
  },
  {
    triggers: ['restaurant', 'kitchen', 'bistro', 'trattoria', 'eatery', 'dining', 'food', 'grill', 'taverna'],
    keywords: ['seasonal menu', 'open kitchen', 'communal dining', 'warm ambient lighting', 'local produce'],
  },
  {
    triggers: ['wine', 'winery', 'vineyard', 'vineyards', 'cellar', 'vino'],
    keywords: ['wine cellar', 'vineyard landscape', 'oak barrels', 'tasting room', 'terroir'],
  },
  {
    triggers: ['brewery', 'brewing', 'beer', 'ale', 'taproom', 'brew'],
    keywords: ['craft brewing', 'taproom', 'copper tanks', 'industrial warmth', 'social bar'],
  },
  {
    triggers: ['furniture', 'wood', 'woodwork', 'joinery', 'oak', 'timber', 'carpentry', 'workshop', 'chairs', 'tables'],
    keywords: ['solid timber', 'handmade furniture', 'traditional joinery', 'natural oil finish', 'workshop craft'],
  },
  {
    triggers: ['fashion', 'apparel', 'clothing', 'wear', 'atelier', 'tailor', 'tailoring', 'denim', 'boutique'],
    keywords: ['tailored details', 'textile textures', 'curated display', 'fitting room', 'editorial styling'],
  },
  {
    triggers: ['spa', 'wellness', 'yoga', 'beauty', 'skincare', 'bath', 'sauna', 'retreat'],
    keywords: ['calm sanctuary', 'natural stone', 'soft diffused light', 'water and steam', 'restorative ritual'],
  },
  {
    triggers: ['garden', 'gardens', 'flower', 'flowers', 'florist', 'botanical', 'plants', 'nursery', 'green'],
    keywords: ['botanical planting', 'greenhouse light', 'seasonal blooms', 'garden courtyard', 'living walls'],
  },
  {
    triggers: ['book', 'books', 'bookshop', 'library', 'press', 'publishing', 'paper'],
    keywords: ['reading room', 'timber shelving', 'quiet corners', 'paper and print', 'literary atmosphere'],
  },
  {
    triggers: ['gallery', 'art', 'arts', 'museum', 'studio', 'ceramics', 'pottery'],
    keywords: ['gallery walls', 'curated objects', 'north light', 'handmade ceramics', 'material experimentation'],
  },
  {
    triggers: ['tech', 'software', 'digital', 'labs', 'data', 'cloud', 'ai', 'systems'],
    keywords: ['collaborative workspace', 'flexible floorplate', 'innovation hub', 'clean lines', 'adaptive lighting'],
  },
  {
    triggers: ['fitness', 'gym', 'sport', 'sports', 'athletic', 'running', 'climbing', 'cycle', 'bike'],
    keywords: ['movement and energy', 'robust materials', 'athletic performance', 'daylit training hall', 'active community'],
  },
];

/** Theme keywords triggered by any of the given words, in theme order, deduplicated. */
export function themeKeywords(words: Iterable<string>): string[] {
  const present = new Set(words);
  const out: string[] = [];
  for (const theme of THEMES) {
    if (!theme.triggers.some((t) => present.has(t))) continue;
    for (const k of theme.keywords) if (!out.includes(k)) out.push(k);
  }
  return out;
}
