/** XMP packets for provenance: written by `buildProvenanceXmp`, read by `parseProvenanceXmp`. */

/** IPTC digital source type for media created by a trained model (generative AI). */
export const TRAINED_ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
/** IPTC digital source type for media made by an algorithm without training data (Loci's offline studies). */
export const ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia';

/** Provenance fields Loci writes into, and reads back from, an image's XMP. */
export interface Provenance {
  digitalSourceType?: string;
  prompt?: string;
  creatorTool?: string;
}

/** Prompts are stored in full up to this length; longer ones are cut (metadata stays small). */
const MAX_PROMPT_CHARS = 4000;

// XML 1.0 forbids most C0 control characters even when escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for use in XML content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|quot|apos|amp);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    const lower = entity.toLowerCase();
    if (lower in named) return named[lower];
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Builds the XMP packet: IPTC DigitalSourceType (trainedAlgorithmicMedia unless given),
 * dc:description (the prompt; left out without one) and xmp:CreatorTool.
 */
export function buildProvenanceXmp(fields: { prompt?: string; creatorTool: string; digitalSourceType?: string }): string {
  const prompt = fields.prompt === undefined ? null : escapeXml(fields.prompt.slice(0, MAX_PROMPT_CHARS));
  const sourceType = escapeXml(fields.digitalSourceType ?? TRAINED_ALGORITHMIC_MEDIA);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '  <rdf:Description rdf:about=""',
    '    xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    '    xmlns:dc="http://purl.org/dc/elements/1.1/"',
    '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    `    Iptc4xmpExt:DigitalSourceType="${sourceType}"`,
    `    xmp:CreatorTool="${escapeXml(fields.creatorTool)}">`,
    ...(prompt === null ? [] : [`   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${prompt}</rdf:li></rdf:Alt></dc:description>`]),
    '  </rdf:Description>',
    ' </rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * Reads one property by local name, whatever its namespace prefix, in any of the three
 * serialisations XMP writers use: attribute, element text, or `rdf:resource`; for
 * `rdf:Alt`/`rdf:Seq`/`rdf:Bag` values the first `rdf:li` is taken.
 */
function readProperty(xmp: string, name: string): string | undefined {
  const attribute = new RegExp(`\\s[\\w.-]+:${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xmp);
  if (attribute) return unescapeXml(attribute[1] ?? attribute[2]);
  const resource = new RegExp(`<[\\w.-]+:${name}\\s[^>]*rdf:resource\\s*=\\s*"([^"]*)"`).exec(xmp);
  if (resource) return unescapeXml(resource[1]);
  const element = new RegExp(`<([\\w.-]+:${name})(?:\\s[^>]*)?>([\\s\\S]*?)</\\1>`).exec(xmp);
  if (!element) return undefined;
  const item = /<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/.exec(element[2]);
  const text = (item ? item[1] : element[2]).trim();
  return text.includes('<') ? undefined : unescapeXml(text);
}

/** Parses provenance out of an XMP packet; `null` when none of the fields is present. */
export function parseProvenanceXmp(xmp: string): Provenance | null {
  const found: Provenance = {
    digitalSourceType: readProperty(xmp, 'DigitalSourceType'),
    prompt: readProperty(xmp, 'description'),
    creatorTool: readProperty(xmp, 'CreatorTool'),
  };
  const present = Object.entries(found).filter(([, v]) => v !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as Provenance) : null;
}
