/** A brand definition as typed in the Brand Definition field: the brand's name and what it is. */
export interface BrandDefinition {
  /** "Patagonia": the brand's own name, never a keyword. */
  name: string;
  /** "outdoor clothing": what the brand is or sells, when the field says so. */
  definition: string;
}

/** The first separator after the name: a comma, colon, bar, dash between spaces or an opening bracket. */
const SEPARATOR = /\s*(?:[,:;|(\u2013\u2014]|\s-\s)\s*/u;

/**
 * Splits "Patagonia, outdoor clothing", "Aesop – skincare" or "Aesop (skincare)" into the name and
 * its definition; a field holding only a name has an empty definition.
 */
export function splitBrandDefinition(text: string): BrandDefinition {
  const trimmed = text.trim();
  const match = SEPARATOR.exec(trimmed);
  if (!match || match.index === 0) return { name: trimmed, definition: '' };
  const definition = trimmed
    .slice(match.index + match[0].length)
    .replace(/[)\s.]+$/u, '')
    .trim();
  return { name: trimmed.slice(0, match.index).trim(), definition };
}
