import { inflateSync } from 'node:zlib';
import { checkExif } from './exif-bounds.js';
import { checkIcc, ICC_MAX_BYTES } from './icc-bounds.js';
import { checkJumbf } from './jumbf-bounds.js';
import { createParseBudget, MetadataBoundsError, type ParseLimits } from './parse-budget.js';
import { checkXmp } from './xmp-bounds.js';

/** The metadata kinds Loci bounds before any library reads them. */
export type MetadataKind = 'JUMBF' | 'XMP' | 'EXIF' | 'ICC';

/** A piece of an image file: its byte range, and the metadata it carries if any. */
interface Part {
  start: number;
  end: number;
  kind?: MetadataKind;
  /** The metadata bytes (for JUMBF and ICC split over several JPEG segments: this part's share). */
  payload?: Uint8Array;
  /** Parts of one block split over segments share a group. */
  group?: string;
}

/** What bounding an image's metadata gave: the bytes to go on with, and what was dropped and why. */
export interface BoundedImage {
  bytes: Buffer;
  dropped: MetadataBoundsError[];
  /**
   * The file's segments or chunks do not parse (or are more than 4,096): its metadata could not be
   * walked, and a lenient decoder might still find some past the break, so the image is refused.
   */
  unreadable: boolean;
}

const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';
const XMP_EXT_ID = 'http://ns.adobe.com/xmp/extension/\0';

/** Most segments or chunks a file may have before its metadata is read at all. */
const MAX_PARTS = 4096;

function startsWith(bytes: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** A JPEG's segments before its image data (SOS); null when they do not parse. */
function jpegParts(bytes: Uint8Array): Part[] | null {
  const parts: Part[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && parts.length < MAX_PARTS) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return parts;
    const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
    if (end > bytes.length) return null;
    parts.push(jpegPart(bytes, at, end, marker));
    at = end;
  }
  return parts.length < MAX_PARTS ? parts : null;
}

function jpegPart(bytes: Uint8Array, start: number, end: number, marker: number): Part {
  const body = start + 4;
  if (marker === 0xe1 && startsWith(bytes, body, 'Exif\0\0')) return { start, end, kind: 'EXIF', payload: bytes.subarray(body + 6, end) };
  if (marker === 0xe1 && startsWith(bytes, body, XMP_ID))
    return { start, end, kind: 'XMP', payload: bytes.subarray(body + XMP_ID.length, end) };
  if (marker === 0xe1 && startsWith(bytes, body, XMP_EXT_ID)) return { start, end, kind: 'XMP', group: 'xmp-extension' };
  if (marker === 0xe2 && startsWith(bytes, body, 'ICC_PROFILE\0')) {
    return { start, end, kind: 'ICC', payload: bytes.subarray(body + 14, end), group: 'icc' };
  }
  if (marker === 0xeb && startsWith(bytes, body, 'JP') && end - body >= 16) {
    // JPEG XT: box instance, sequence number, then the box (repeated LBox/TBox after the first segment).
    const instance = (bytes[body + 2] << 8) | bytes[body + 3];
    const sequence = new DataView(bytes.buffer, bytes.byteOffset).getUint32(body + 4);
    return { start, end, kind: 'JUMBF', payload: bytes.subarray(body + (sequence === 1 ? 8 : 16), end), group: `jumbf-${instance}` };
  }
  return { start, end };
}

/** A PNG's chunks; null when they do not parse. */
function pngParts(bytes: Uint8Array): Part[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Part[] = [];
  let at = 8;
  while (at + 12 <= bytes.length && parts.length < MAX_PARTS) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const data = bytes.subarray(at + 8, at + 8 + length);
    parts.push({ start: at, end, ...pngMetadata(type, data) });
    if (type === 'IEND') return parts;
    at = end;
  }
  return parts.length < MAX_PARTS ? parts : null;
}

function pngMetadata(type: string, data: Uint8Array): Pick<Part, 'kind' | 'payload'> {
  if (type === 'caBX') return { kind: 'JUMBF', payload: data };
  if (type === 'eXIf') return { kind: 'EXIF', payload: data };
  if (type === 'iCCP') return { kind: 'ICC', payload: inflated(data, data.indexOf(0) + 2) };
  if (type === 'iTXt' && startsWith(data, 0, 'XML:com.adobe.xmp\0')) {
    const compressed = data[18] === 1;
    // keyword, NUL, compression flag and method, language tag NUL, translated keyword NUL, text
    const langEnd = data.indexOf(0, 20);
    const textStart = langEnd < 0 ? -1 : data.indexOf(0, langEnd + 1) + 1;
    if (textStart <= 0) return { kind: 'XMP', payload: undefined };
    return { kind: 'XMP', payload: compressed ? inflated(data, textStart) : data.subarray(textStart) };
  }
  return {};
}

/** zlib data inflated to at most the ICC bound; undefined when it is larger or broken (then the chunk is dropped). */
function inflated(data: Uint8Array, from: number): Uint8Array | undefined {
  try {
    return inflateSync(data.subarray(from), { maxOutputLength: ICC_MAX_BYTES });
  } catch {
    return undefined;
  }
}

/** A WebP's RIFF chunks; null when they do not parse. */
function webpParts(bytes: Uint8Array): Part[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Part[] = [];
  let at = 12;
  while (at + 8 <= bytes.length && parts.length < MAX_PARTS) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > bytes.length) return null;
    const payload = bytes.subarray(at + 8, at + 8 + length);
    const kind = type === 'EXIF' ? 'EXIF' : type === 'XMP ' ? 'XMP' : type === 'ICCP' ? 'ICC' : undefined;
    parts.push(kind ? { start: at, end: Math.min(end, bytes.length), kind, payload } : { start: at, end: Math.min(end, bytes.length) });
    at = end;
  }
  return parts.length < MAX_PARTS ? parts : null;
}

function partsOf(bytes: Uint8Array): { parts: Part[] | null; format: 'jpeg' | 'png' | 'webp' } | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { parts: jpegParts(bytes), format: 'jpeg' };
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return { parts: pngParts(bytes), format: 'png' };
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return { parts: webpParts(bytes), format: 'webp' };
  return null;
}

/** Each metadata block of the image (split blocks joined), with the parts it spans. */
function blocksOf(parts: Part[]): { kind: MetadataKind; payload?: Uint8Array; parts: Part[] }[] {
  const blocks = new Map<string, { kind: MetadataKind; chunks: (Uint8Array | undefined)[]; parts: Part[] }>();
  parts.forEach((part, i) => {
    if (!part.kind) return;
    const key = part.group ?? `part-${i}`;
    const block = blocks.get(key) ?? { kind: part.kind, chunks: [], parts: [] };
    block.chunks.push(part.payload);
    block.parts.push(part);
    blocks.set(key, block);
  });
  return [...blocks.values()].map(({ kind, chunks, parts }) => ({
    kind,
    parts,
    payload: chunks.some((c) => c === undefined) ? undefined : Buffer.concat(chunks as Uint8Array[]),
  }));
}

/**
 * Checks one metadata block within a fresh budget.
 * @throws MetadataBoundsError
 */
export function checkMetadata(kind: MetadataKind, payload: Uint8Array, limits?: Partial<ParseLimits>): void {
  const budget = createParseBudget(limits);
  if (kind === 'JUMBF') checkJumbf(payload, budget);
  else if (kind === 'XMP') checkXmp(payload, budget);
  else if (kind === 'EXIF') checkExif(payload, budget);
  else checkIcc(payload, budget);
}

/**
 * Reads the JUMBF, XMP, EXIF and ICC blocks of a JPEG, PNG or WebP within bounds before any library
 * does (sharp's libexif and lcms, c2pa-ts), and answers the bytes without the blocks that crossed
 * one: the image itself is kept, its hostile metadata is not (a file whose structure does not parse
 * is marked `unreadable`, for the caller to refuse). Other formats pass as they are
 * (their decoders see only what normalising keeps); an extended XMP block is dropped (nothing reads it).
 */
export function boundImageMetadata(bytes: Buffer, limits?: Partial<ParseLimits>): BoundedImage {
  const found = partsOf(bytes);
  if (!found) return { bytes, dropped: [], unreadable: false };
  if (!found.parts) return { bytes, dropped: [], unreadable: true };
  const dropped: MetadataBoundsError[] = [];
  const drop = new Set<Part>();
  for (const block of blocksOf(found.parts)) {
    try {
      if (!block.payload) throw new MetadataBoundsError(block.kind, 'malformed', 0);
      checkMetadata(block.kind, block.payload, limits);
    } catch (err) {
      if (!(err instanceof MetadataBoundsError)) throw err;
      dropped.push(err);
      for (const part of block.parts) drop.add(part);
    }
  }
  if (drop.size === 0) return { bytes, dropped, unreadable: false };
  return { bytes: without(bytes, found.parts, drop, found.format), dropped, unreadable: false };
}

/** The file with the dropped parts cut out (a WebP's RIFF size rewritten). */
function without(bytes: Buffer, parts: Part[], drop: Set<Part>, format: 'jpeg' | 'png' | 'webp'): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  for (const part of parts) {
    if (!drop.has(part)) continue;
    kept.push(bytes.subarray(at, part.start));
    at = part.end;
  }
  kept.push(bytes.subarray(at));
  const out = Buffer.concat(kept);
  if (format === 'webp') out.writeUInt32LE(out.length - 8, 4);
  return out;
}
