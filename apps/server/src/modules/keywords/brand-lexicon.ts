/**
 * English design vocabulary by trade, offered when a brand name is all we have (or a page says
 * too little). Each theme is triggered by words in the brand name or in the words already read;
 * it is never mixed into keywords read from a website. Each list is its trade's words, never one
 * brand's (issue #44: "Le Labo, fragrance" got Aesop's "washbasin ritual").
 */
interface Theme {
  id: string;
  triggers: string[];
  keywords: string[];
  /** Broader themes this one replaces when both are triggered ("outdoor clothing" is not tailoring). */
  displaces?: string[];
}

const THEMES: Theme[] = [
  {
    id: 'coffee',
    triggers: ['coffee', 'cafe', 'café', 'espresso', 'roast', 'roaster', 'roasters', 'roastery', 'bean', 'beans'],
    keywords: ['specialty coffee', 'roasting craft', 'espresso bar', 'warm timber counter', 'coffee ritual', 'neighbourhood café'],
  },
  {
    id: 'tea',
    triggers: ['tea', 'teahouse', 'matcha', 'chai'],
    keywords: ['tea ceremony', 'loose-leaf tea', 'quiet ritual', 'ceramic vessels', 'steam and light'],
  },
  {
    id: 'hotel',
    triggers: ['hotel', 'hotels', 'inn', 'lodge', 'suites', 'resort', 'hostel', 'stay', 'rooms', 'guesthouse'],
    keywords: ['boutique hospitality', 'guest rooms', 'lobby lounge', 'restful interiors', 'arrival sequence', 'local hospitality'],
  },
  {
    id: 'bakery',
    triggers: ['bakery', 'bread', 'boulangerie', 'patisserie', 'pastry', 'bake', 'bakes'],
    keywords: ['artisan bread', 'flour and stone', 'open bakery', 'morning pastries', 'wood-fired oven'],
  },
  {
    id: 'restaurant',
    triggers: ['restaurant', 'kitchen', 'bistro', 'trattoria', 'eatery', 'dining', 'food', 'grill', 'taverna'],
    keywords: ['seasonal menu', 'open kitchen', 'communal dining', 'warm ambient lighting', 'local produce'],
  },
  {
    id: 'wine',
    triggers: ['wine', 'winery', 'vineyard', 'vineyards', 'cellar', 'vino'],
    keywords: ['wine cellar', 'vineyard landscape', 'oak barrels', 'tasting room', 'terroir'],
  },
  {
    id: 'brewery',
    triggers: ['brewery', 'brewing', 'beer', 'ale', 'taproom', 'brew'],
    keywords: ['craft brewing', 'taproom', 'copper tanks', 'industrial warmth', 'social bar'],
  },
  {
    id: 'furniture',
    triggers: ['furniture', 'wood', 'woodwork', 'joinery', 'oak', 'timber', 'carpentry', 'workshop', 'chairs', 'tables'],
    keywords: ['solid timber', 'handmade furniture', 'traditional joinery', 'natural oil finish', 'workshop craft'],
  },
  {
    id: 'fashion',
    triggers: ['fashion', 'apparel', 'clothing', 'wear', 'atelier', 'tailor', 'tailoring', 'denim', 'boutique'],
    keywords: ['tailored details', 'textile textures', 'curated display', 'fitting room', 'editorial styling'],
  },
  {
    id: 'spa',
    triggers: ['spa', 'wellness', 'yoga', 'beauty', 'skincare', 'bath', 'sauna', 'retreat'],
    keywords: ['calm sanctuary', 'natural stone', 'soft diffused light', 'water and steam', 'restorative ritual'],
  },
  {
    id: 'garden',
    triggers: ['garden', 'gardens', 'flower', 'flowers', 'florist', 'botanical', 'plants', 'nursery', 'green'],
    keywords: ['botanical planting', 'greenhouse light', 'seasonal blooms', 'garden courtyard', 'living walls'],
  },
  {
    id: 'books',
    triggers: ['book', 'books', 'bookshop', 'library', 'press', 'publishing', 'paper'],
    keywords: ['reading room', 'timber shelving', 'quiet corners', 'paper and print', 'literary atmosphere'],
  },
  {
    id: 'gallery',
    triggers: ['gallery', 'art', 'arts', 'museum', 'studio', 'ceramics', 'pottery'],
    keywords: ['gallery walls', 'curated objects', 'north light', 'handmade ceramics', 'material experimentation'],
  },
  {
    id: 'tech',
    triggers: ['tech', 'software', 'digital', 'labs', 'data', 'cloud', 'ai', 'systems'],
    keywords: ['collaborative workspace', 'flexible floorplate', 'innovation hub', 'clean lines', 'adaptive lighting'],
  },
  {
    id: 'fitness',
    triggers: ['fitness', 'gym', 'sport', 'sports', 'athletic', 'running', 'climbing', 'cycle', 'bike'],
    keywords: ['movement and energy', 'robust materials', 'athletic performance', 'daylit training hall', 'active community'],
  },
  {
    id: 'outdoor',
    triggers: [
      'outdoor',
      'outdoors',
      'mountain',
      'mountaineering',
      'hiking',
      'trail',
      'trekking',
      'camping',
      'expedition',
      'alpine',
      'surf',
      'ski',
      'outerwear',
    ],
    keywords: ['technical fabrics', 'repair and reuse', 'recycled materials', 'rugged surfaces', 'gear wall', 'mountain light'],
    displaces: ['fashion', 'fitness'],
  },
  {
    id: 'skincare',
    triggers: ['skincare', 'skin', 'cosmetics', 'apothecary', 'soap', 'soaps', 'haircare', 'bodycare', 'dermatology'],
    keywords: ['treatment rooms', 'testing sink', 'product library', 'consultation counter', 'clean daylight', 'botanical extracts'],
    displaces: ['spa', 'fashion'],
  },
  {
    id: 'fragrance',
    triggers: [
      'fragrance',
      'fragrances',
      'perfume',
      'perfumes',
      'perfumery',
      'parfums',
      'parfum',
      'scent',
      'scents',
      'cologne',
      'candles',
      'incense',
    ],
    keywords: ['scent library', "perfumer's organ", 'blending bench', 'glass flacons', 'raw materials', 'smelling strips'],
    displaces: ['skincare', 'spa', 'fashion'],
  },
];

/** The vocabulary of one trade by its id ("fragrance"), for tests and documentation. */
export function tradeVocabulary(id: string): readonly string[] {
  return THEMES.find((t) => t.id === id)?.keywords ?? [];
}

/** The trades the vocabulary knows, by id. */
export const TRADE_IDS: readonly string[] = THEMES.map((t) => t.id);

/** True when a word names a trade the vocabulary knows ("coffee", "hotel"): a sector word, not the brand's name. */
export function isTradeWord(word: string): boolean {
  return THEMES.some((t) => t.triggers.includes(word));
}

/**
 * Theme keywords triggered by any of the given words, in theme order, deduplicated; a theme
 * displaced by a narrower one also triggered gives nothing ("outdoor clothing" is not "tailored details").
 */
export function themeKeywords(words: Iterable<string>): string[] {
  const present = new Set(words);
  const triggered = THEMES.filter((theme) => theme.triggers.some((t) => present.has(t)));
  const displaced = new Set(triggered.flatMap((t) => t.displaces ?? []));
  const out: string[] = [];
  for (const theme of triggered) {
    if (displaced.has(theme.id)) continue;
    for (const k of theme.keywords) if (!out.includes(k)) out.push(k);
  }
  return out;
}
