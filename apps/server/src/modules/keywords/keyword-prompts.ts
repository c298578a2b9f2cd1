/** Image prompt templates for architecture and interior moodboards; {a} {b} {c} are keywords. */
const TEMPLATES = [
  'Interior detail evoking {a} and {b}, warm natural light, material close-up',
  'Architectural facade inspired by {a}, contextual materials, soft daylight, editorial photography',
  'Material and texture moodboard for {a}: {b} and {c}, tactile samples on a neutral table',
  'Entrance lobby expressing {a}, layered lighting, human scale, calm atmosphere',
  'Bespoke furniture and fixtures reflecting {a} and {b}, crafted joinery, refined finishes',
  'Colour palette study drawn from {a} and {c}, swatches of stone, timber and textile',
  'Courtyard terrace shaped by {a}, planting and shade, late afternoon light',
  'Signage and wayfinding inspired by {a} and {b}, understated typography, natural materials',
];

/**
 * Composes 6–8 moodboard prompts from keywords (best first): each template takes keywords
 * spread through the list, so prompts do not all repeat the top term.
 */
export function composePrompts(keywords: string[], count = 8): string[] {
  if (keywords.length === 0) return [];
  const n = keywords.length;
  return TEMPLATES.slice(0, Math.max(6, Math.min(count, TEMPLATES.length))).map((template, i) =>
    template
      .replace('{a}', keywords[i % n])
      .replace('{b}', keywords[(i + 3) % n])
      .replace('{c}', keywords[(i + 6) % n]),
  );
}
