/** The design role a brand keyword plays in an image or a description. */
export type KeywordRole = 'material' | 'colour' | 'mood' | 'form' | 'style' | 'light' | 'planting' | 'craft' | 'cue';

/** A curated lexicon: the words designers use, each with the one role it plays. */
const lexicon: Record<Exclude<KeywordRole, 'cue'>, readonly string[]> = {
  material: [
    'oak', 'walnut', 'ash', 'teak', 'cedar', 'pine', 'birch', 'timber', 'wood', 'wooden', 'bamboo', 'rattan', 'cane', 'cork',
    'terrazzo', 'marble', 'travertine', 'limestone', 'granite', 'slate', 'stone', 'concrete', 'brick', 'terracotta', 'clay',
    'ceramic', 'ceramics', 'porcelain', 'tile', 'tiles', 'glass', 'brass', 'bronze', 'copper', 'steel', 'iron', 'zinc',
    'aluminium', 'aluminum', 'chrome', 'metal', 'leather', 'linen', 'wool', 'cotton', 'silk', 'velvet', 'boucle', 'bouclé',
    'felt', 'jute', 'paper', 'plaster', 'lime', 'tadelakt', 'lacquer', 'resin', 'enamel', 'mosaic', 'zellige', 'azulejo',
    'wicker', 'veneer', 'plywood', 'textile', 'textiles', 'fabric', 'stoneware', 'onyx', 'quartz', 'basalt', 'sandstone',
  ],
  colour: [
    'red', 'blue', 'green', 'yellow', 'white', 'black', 'grey', 'gray', 'beige', 'cream', 'ivory', 'ochre', 'amber', 'sage',
    'teal', 'navy', 'indigo', 'pink', 'blush', 'coral', 'rust', 'burgundy', 'olive', 'mustard', 'charcoal', 'taupe', 'gold',
    'golden', 'silver', 'pastel', 'pastels', 'monochrome', 'colourful', 'colorful', 'emerald', 'cobalt', 'lilac', 'mauve',
    'orange', 'purple', 'turquoise', 'saffron', 'crimson', 'tan', 'sand', 'earthy', 'earth',
  ],
  mood: [
    'quiet', 'calm', 'serene', 'warm', 'cosy', 'cozy', 'playful', 'bold', 'elegant', 'luxurious', 'luxury', 'intimate',
    'relaxed', 'vibrant', 'refined', 'timeless', 'honest', 'soft', 'sophisticated', 'welcoming', 'joyful', 'tranquil', 'moody',
    'sensual', 'fresh', 'authentic', 'rustic', 'cheerful', 'peaceful', 'restful', 'lively', 'understated', 'premium',
    'sustainable', 'friendly', 'inviting', 'generous', 'mindful', 'wellness', 'hospitality', 'comfort', 'comfortable',
  ],
  form: [
    'minimal', 'minimalist', 'curved', 'curves', 'arched', 'arches', 'geometric', 'modular', 'organic', 'sculptural', 'linear',
    'rounded', 'layered', 'symmetrical', 'asymmetric', 'raw', 'textured', 'slender', 'monolithic', 'faceted', 'fluted', 'ribbed',
  ],
  style: [
    'deco', 'mid-century', 'midcentury', 'scandinavian', 'japandi', 'industrial', 'bohemian', 'mediterranean', 'modernist',
    'brutalist', 'retro', 'vintage', 'classic', 'contemporary', 'modern', 'traditional', 'heritage', 'nordic', 'colonial',
    'baroque', 'bauhaus', 'victorian', 'coastal', 'urban',
  ],
  light: ['daylight', 'candlelight', 'candlelit', 'glow', 'glowing', 'shadow', 'shadows', 'luminous', 'bright', 'dim', 'sunlit', 'light', 'lighting', 'lamp', 'lamps'],
  planting: ['botanical', 'greenery', 'plants', 'plant', 'garden', 'gardens', 'floral', 'flowers', 'herbs', 'foliage', 'botanicals', 'moss', 'ferns'],
  craft: ['handmade', 'crafted', 'artisan', 'artisanal', 'handcrafted', 'woven', 'weaving', 'craft', 'craftsmanship', 'hand-made', 'bespoke'],
};

const roleOf = new Map<string, KeywordRole>();
for (const [role, words] of Object.entries(lexicon) as [KeywordRole, readonly string[]][]) {
  for (const w of words) if (!roleOf.has(w)) roleOf.set(w, role);
}

/**
 * The role of a brand keyword from the lexicon: the head (last word) decides first, so
 * "amber glass" is a material and "sky blue" a colour; unknown words get the neutral "cue".
 */
export function keywordRole(keyword: string): KeywordRole {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  for (let i = words.length - 1; i >= 0; i--) {
    const role = roleOf.get(words[i]);
    if (role) return role;
  }
  return 'cue';
}

/** How a role reads in a sentence: "as a material", "as a colour"… */
export const roleNoun: Record<KeywordRole, string> = {
  material: 'a material',
  colour: 'a colour',
  mood: 'a mood',
  form: 'a cue for form',
  style: 'a style reference',
  light: 'a cue for light',
  planting: 'a planting cue',
  craft: 'a craft cue',
  cue: 'a design cue',
};

/** How a keyword enters an image prompt, by its role. */
export const rolePhrase: Record<KeywordRole, string> = {
  material: 'as a material and texture cue',
  colour: 'as a colour accent',
  mood: 'as the mood of the scene',
  form: 'as a cue for form',
  style: 'as a style reference',
  light: 'as a cue for light and shade',
  planting: 'as a planting cue',
  craft: 'as a craft and making cue',
  cue: 'as a design cue',
};
