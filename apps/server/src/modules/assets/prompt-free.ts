import { crc32, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ContentCredentials, CredentialSummary, DigitalSourceType } from '../../adapters/credentials/credentials.port.js';
import { buildProvenanceXmp, parseProvenanceXmp } from './xmp.js';

/**
 * Prompt-free copies of stored images, for whoever may not read the prompts (a review link with
 * "Show prompts" off). Loci writes a generated image's prompt into its XMP (`dc:description`);
 * these copies carry no text metadata at all except a new XMP packet with the provenance that is
 * not a prompt (IPTC digital source type, creator tool). The pixels and their encoding are the
 * stored file's own: the containers (PNG chunks, JPEG segments, WebP RIFF chunks) are rewritten,
 * nothing is decoded, so a copy costs a pass over the bytes and is the same for the same file.
 *
 * With `credentials`, a file that carried a C2PA manifest gets one again (`resigned`): the
 * rewrite drops the original's (its binding no longer holds, and the manifests it carried along
 * may hold the prompt), and Loci signs the copy with what its own manifest said that is not a
 * prompt.
 */
export async function withoutPrompt(bytes: Buffer, credentials?: ContentCredentials): Promise<Buffer> {
  const rewritten = rewritePng(bytes) ?? rewriteJpeg(bytes) ?? rewriteWebp(bytes);
  if (rewritten) return credentials ? resigned(bytes, rewritten, credentials) : rewritten;
  // Another container (or a damaged one): re-encoded by sharp, which keeps no metadata by default.
  const { format } = await sharp(bytes).metadata();
  return sharp(bytes)
    .toFormat(format === 'jpeg' || format === 'webp' ? format : 'png')
    .toBuffer();
}

const SOURCE_TYPES: readonly string[] = ['trainedAlgorithmicMedia', 'algorithmicMedia'] satisfies DigitalSourceType[];
/** What the copy's manifest says Loci did to it (beside what the original's said). */
const PROMPT_LEFT_OUT = "A copy for a review link: Loci left the image's prompt out of its metadata.";

/**
 * The prompt-free `copy` of `original`, signed by Loci with the lineage of the original's own
 * manifest: how it was made (created or edited, by which model or algorithm: the source type and
 * the software agent, i.e. the provider), and its ingredients by title, relationship, format and
 * instance ID (the moodboard images of a render, a provider's output, an upload). Left out: the
 * actions' free text and parameters, and the manifests the ingredients carried (a provider's
 * manifest is signed by the provider and cannot be edited; it may name the prompt). A file
 * without a manifest (or one Loci cannot read) stays unsigned, as it was.
 */
async function resigned(original: Buffer, copy: Buffer, credentials: ContentCredentials): Promise<Buffer> {
  const contentType = copy[0] === 0x89 ? 'image/png' : copy[0] === 0xff ? 'image/jpeg' : null;
  if (!contentType || !credentials.hasManifest(original)) return copy;
  const summary: CredentialSummary | null = await credentials.read(original).catch(() => null);
  if (!summary) return copy;
  const made = summary.actions.find((a) => a.action === 'c2pa.created' || a.action === 'c2pa.edited');
  const sourceType = SOURCE_TYPES.includes(summary.digitalSourceType ?? '') ? (summary.digitalSourceType as DigitalSourceType) : undefined;
  // Loci's own agent is written back as Loci's (the signer's generator), a model's by its name.
  const agent = made?.softwareAgent && made.softwareAgent !== summary.claimGenerator ? made.softwareAgent : undefined;
  return credentials.sign({
    bytes: copy,
    contentType,
    sourceType,
    agent,
    edit: PROMPT_LEFT_OUT,
    ingredients: summary.ingredients.map((i, n) => ({
      title: i.title || `Ingredient ${n + 1}`,
      relationship: i.relationship === 'parentOf' ? 'parentOf' : 'componentOf',
      format: i.format,
      instanceId: i.instanceId,
    })),
  });
}

/** The XMP packet to write instead of `original`: its provenance without the prompt; null when it had none. */
function promptFreeXmp(original: string | null): string | null {
  const found = original ? parseProvenanceXmp(original) : null;
  if (!found?.digitalSourceType && !found?.creatorTool) return null;
  return buildProvenanceXmp({ creatorTool: found.creatorTool ?? '', digitalSourceType: found.digitalSourceType });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks that hold text or EXIF, and the C2PA manifest store (`caBX`): none passes as it is. */
const PNG_TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'caBX']);
const XMP_KEYWORD = 'XML:com.adobe.xmp';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The text of an iTXt or zTXt chunk (libvips writes zTXt) when it is the XMP packet; null otherwise. */
function pngXmp(type: string, data: Buffer): string | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || data.toString('latin1', 0, keywordEnd) !== XMP_KEYWORD) return null;
  try {
    if (type === 'zTXt') return inflateSync(data.subarray(keywordEnd + 2)).toString('utf8');
    const compressed = data[keywordEnd + 1] === 1;
    const languageEnd = data.indexOf(0, keywordEnd + 3);
    const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0) return null;
    const text = data.subarray(translatedEnd + 1);
    return (compressed ? inflateSync(text) : text).toString('utf8');
  } catch {
    return null; // a damaged packet is dropped with the chunk
  }
}

function rewritePng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: { type: string; raw: Buffer }[] = [];
  let xmp: string | null = null;
  for (let pos = 8; pos < bytes.length; ) {
    if (pos + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > bytes.length) return null;
    if (type === 'iTXt' || type === 'zTXt') xmp = pngXmp(type, bytes.subarray(pos + 8, pos + 8 + length)) ?? xmp;
    if (!PNG_TEXT_CHUNKS.has(type)) kept.push({ type, raw: bytes.subarray(pos, end) });
    pos = end;
    if (type === 'IEND') break;
  }
  const packet = promptFreeXmp(xmp);
  const out: Buffer[] = [PNG_SIGNATURE];
  let written = packet === null;
  for (const chunk of kept) {
    if (!written && chunk.type === 'IDAT' && packet !== null) {
      const data = Buffer.concat([Buffer.from(`${XMP_KEYWORD}\0\0\0\0\0`, 'latin1'), Buffer.from(packet, 'utf8')]);
      out.push(pngChunk('iTXt', data));
      written = true;
    }
    out.push(chunk.raw);
  }
  return Buffer.concat(out);
}

const JPEG_XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2; // ICC profile: colour, kept
const APP14 = 0xee; // Adobe: colour transform, kept
const COM = 0xfe;
const SOS = 0xda;

function rewriteJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: { marker: number; raw: Buffer }[] = [];
  let xmp: string | null = null;
  let rest: Buffer | null = null;
  for (let pos = 2; pos < bytes.length; ) {
    if (bytes[pos] !== 0xff || pos + 1 >= bytes.length) return null;
    const marker = bytes[pos + 1];
    if (marker === 0xff) {
      pos++; // fill byte
      continue;
    }
    if (marker === SOS) {
      rest = bytes.subarray(pos); // entropy-coded data and the rest, as they are
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push({ marker, raw: bytes.subarray(pos, pos + 2) });
      pos += 2;
      continue;
    }
    if (pos + 4 > bytes.length) return null;
    const end = pos + 2 + bytes.readUInt16BE(pos + 2);
    if (end > bytes.length) return null;
    const segment = bytes.subarray(pos, end);
    const isApp = marker >= APP0 && marker <= 0xef;
    if (marker === APP1 && segment.subarray(4, 4 + JPEG_XMP_HEADER.length).equals(JPEG_XMP_HEADER)) {
      xmp = segment.subarray(4 + JPEG_XMP_HEADER.length).toString('utf8');
    } else if (marker !== COM && (!isApp || marker === APP0 || marker === APP2 || marker === APP14)) {
      kept.push({ marker, raw: segment });
    }
    pos = end;
  }
  if (!rest) return null;
  const packet = promptFreeXmp(xmp);
  const segments = kept.map((k) => k.raw);
  if (packet !== null) {
    const payload = Buffer.concat([JPEG_XMP_HEADER, Buffer.from(packet, 'utf8')]);
    const head = Buffer.from([0xff, APP1, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    // After the JFIF segment when there is one (it must come first).
    segments.splice(kept[0]?.marker === APP0 ? 1 : 0, 0, Buffer.concat([head, payload]));
  }
  return Buffer.concat([bytes.subarray(0, 2), ...segments, rest]);
}

/** WebP chunks that carry the image (and its colour); EXIF, XMP and anything unknown are left out. */
const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function rewriteWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const kept: { fourcc: string; data: Buffer }[] = [];
  let xmp: string | null = null;
  for (let pos = 12; pos + 8 <= bytes.length; ) {
    const fourcc = bytes.toString('latin1', pos, pos + 4);
    const size = bytes.readUInt32LE(pos + 4);
    if (pos + 8 + size > bytes.length) return null;
    const data = bytes.subarray(pos + 8, pos + 8 + size);
    if (fourcc === 'XMP ') xmp = data.toString('utf8');
    else if (WEBP_IMAGE_CHUNKS.has(fourcc)) kept.push({ fourcc, data });
    pos += 8 + size + (size % 2);
  }
  const packet = promptFreeXmp(xmp);
  const vp8x = kept.find((c) => c.fourcc === 'VP8X');
  // Without VP8X (a simple WebP) there is no room for metadata: the image chunk alone.
  const withXmp = packet !== null && vp8x !== undefined;
  const chunks = kept.map((c) => {
    if (c !== vp8x) return riffChunk(c.fourcc, c.data);
    const header = Buffer.from(c.data);
    header[0] = (header[0] & ~(VP8X_EXIF | VP8X_XMP)) | (withXmp ? VP8X_XMP : 0);
    return riffChunk(c.fourcc, header);
  });
  if (withXmp) chunks.push(riffChunk('XMP ', Buffer.from(packet, 'utf8')));
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
