import sharp, { type Sharp } from 'sharp';
import { buildAiMark, buildStudyMark } from './ai-mark.js';
import { ENCODING } from './asset-processing.js';
import { imageWork } from './image-work.js';
import { ALGORITHMIC_MEDIA, buildProvenanceXmp, type Provenance, parseProvenanceXmp, TRAINED_ALGORITHMIC_MEDIA } from './xmp.js';

export { ALGORITHMIC_MEDIA, type Provenance, TRAINED_ALGORITHMIC_MEDIA } from './xmp.js';

/** The provider id of Loci's own offline image model: its images are studies drawn by an algorithm, not AI. */
export const OFFLINE_PROVIDER = 'offline';

/** True for an image drawn by Loci's offline renderer (a study), false for one from an AI model. */
export function isOfflineStudy(provider: string | null | undefined): boolean {
  return provider === OFFLINE_PROVIDER;
}

/** Who made a generated image, written into its XMP. */
export interface AiImageOrigin {
  /** The prompt the image was generated from (stored as dc:description). */
  prompt: string;
  /** Provider id, e.g. `openai`, `offline`. */
  provider: string;
  /** Model id, e.g. `gpt-image-1`. */
  model?: string;
  /** The pixels already carry Loci's visible mark (an enlargement of a marked render): a second one is not drawn. */
  markedAlready?: boolean;
}

/**
 * Keeps the input's format where it can carry XMP (PNG, JPEG, WebP — checked by tests);
 * GIF cannot, so it and anything else become PNG.
 */
function encodeLike(pipeline: Sharp, format: string): Sharp {
  if (format === 'jpeg') return pipeline.jpeg(ENCODING.jpeg);
  if (format === 'webp') return pipeline.webp({ quality: 90 });
  return pipeline.png(ENCODING.png);
}

/**
 * Marks a generated image, visibly and in its metadata, for what it is.
 *
 * An image from an AI model: a semi-transparent dark scrim, bottom-left, with a white "AI" pill and
 * "AI-generated" (see `buildAiMark`), and IPTC `Iptc4xmpExt:DigitalSourceType` = trainedAlgorithmicMedia.
 * An offline study (provider `offline`, drawn by Loci's own algorithm): a "Study" pill
 * (`buildStudyMark`) and DigitalSourceType = algorithmicMedia. Marks are skipped only for images
 * too small to hold them (under ~30 px). Metadata also holds
 * `dc:description` = the prompt (XML-escaped) and `xmp:CreatorTool` = "Loci (provider model)".
 *
 * Output keeps the input format for PNG/JPEG/WebP (all keep XMP), otherwise PNG. Pass bytes
 * that went through `normaliseImage` (so PNG or JPEG). Deterministic: no timestamps, so the
 * same image and prompt always give the same bytes and sha256. Thumbnails made from the result
 * with `makeThumbnails` show the mark (resized) and keep the XMP.
 */
export async function markAiGenerated(bytes: Buffer, origin: AiImageOrigin): Promise<Buffer> {
  const meta = await sharp(bytes).metadata();
  const { width, height } = meta.autoOrient;
  const study = isOfflineStudy(origin.provider);
  const overlay = study ? buildStudyMark(width, height) : buildAiMark(width, height);
  let pipeline = sharp(bytes).autoOrient();
  if (overlay && !origin.markedAlready) pipeline = pipeline.composite([{ input: overlay.svg, left: overlay.left, top: overlay.top }]);
  const tool = ['Loci', `(${[origin.provider, origin.model].filter(Boolean).join(' ')})`].join(' ');
  const digitalSourceType = study ? ALGORITHMIC_MEDIA : TRAINED_ALGORITHMIC_MEDIA;
  const xmp = buildProvenanceXmp({ prompt: origin.prompt, creatorTool: tool, digitalSourceType });
  return imageWork.run(width * height, () => encodeLike(pipeline, meta.format).withXmp(xmp).toBuffer());
}

/**
 * Reads provenance back from an image's XMP (ours or another tool's that uses the same
 * properties). `null` when the image has no XMP or none of the fields.
 */
export async function readProvenance(bytes: Buffer): Promise<Provenance | null> {
  const meta = await sharp(bytes).metadata();
  const xmp = meta.xmpAsString ?? meta.xmp?.toString('utf8');
  return xmp ? parseProvenanceXmp(xmp) : null;
}

/** Short labels for licence codes as photo sources report them (Openverse, Wikimedia…). */
const LICENCE_LABELS: Record<string, string> = {
  cc0: 'CC0',
  pdm: 'Public domain',
  'public domain': 'Public domain',
  by: 'CC BY',
  'by-sa': 'CC BY-SA',
  'by-nd': 'CC BY-ND',
  'by-nc': 'CC BY-NC',
  'by-nc-sa': 'CC BY-NC-SA',
  'by-nc-nd': 'CC BY-NC-ND',
};

function clean(text: string | null | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function hostOf(url: string | null | undefined): string {
  if (!url) return '';
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

/**
 * The attribution line shown under a sourced image and in exports, e.g.
 * `Photo: Jane Doe · CC BY-SA 4.0 · commons.wikimedia.org`. Parts that are missing are left
 * out; returns `''` when nothing is known. Licence codes such as `by-sa 4.0` are spelled out.
 */
export function creditLine(source: { credit?: string | null; licence?: string | null; sourceUrl?: string | null }): string {
  const credit = clean(source.credit, 120);
  const licenceRaw = clean(source.licence, 60);
  const [code, ...rest] = licenceRaw.split(' ');
  const mapped = LICENCE_LABELS[licenceRaw.toLowerCase()] ?? LICENCE_LABELS[code?.toLowerCase() ?? ''];
  const licence = mapped && !LICENCE_LABELS[licenceRaw.toLowerCase()] ? [mapped, ...rest].join(' ') : (mapped ?? licenceRaw);
  return [credit ? `Photo: ${credit}` : '', licence, hostOf(source.sourceUrl)].filter(Boolean).join(' · ');
}
