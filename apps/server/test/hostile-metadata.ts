/**
 * Images carrying hostile metadata, built in memory (issue #43 item 3): JUMBF box trees nested
 * thousands deep, CBOR nested or claiming more items than it has, XMP nested deep, EXIF whose IFDs
 * loop or fan out, ICC profiles with more tags than bytes. For the metadata-bounds tests and
 * `npm run bench:abuse`. Not used at runtime.
 */

/** The C2PA manifest store's UUID (`c2pa` + 0011-0010-800000aa00389b71). */
const C2PA_UUID = Buffer.from('6332706100110010800000aa00389b71', 'hex');
/** A CBOR content box's UUID (`cbor` + the same suffix). */
const CBOR_UUID = Buffer.from('63626f7200110010800000aa00389b71', 'hex');

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A `jumd` description box: its UUID and, when given, a label. */
function description(uuid: Buffer, label?: string): Buffer {
  const toggles = Buffer.from([label ? 3 : 1]);
  return box('jumd', uuid, toggles, label ? Buffer.from(`${label}\0`, 'latin1') : Buffer.alloc(0));
}

/**
 * A manifest store (`c2pa` superbox) whose one content box is a superbox nested `depth` deep:
 * each level a `jumb` with its own `jumd` (33 bytes a level), written inside-out without recursion.
 */
export function nestedJumbf(depth: number): Buffer {
  const levelHead = description(CBOR_UUID);
  let size = 8 + levelHead.length + 8; // the innermost box: a description and an empty cbor box
  const sizes: number[] = [];
  for (let i = 0; i < depth; i++) {
    sizes.push(size);
    size += 8 + levelHead.length;
  }
  const out = Buffer.alloc(size);
  let at = 0;
  for (let i = depth - 1; i >= 0; i--) {
    out.writeUInt32BE(sizes[i] + 8 + levelHead.length, at);
    out.write('jumb', at + 4, 'latin1');
    levelHead.copy(out, at + 8);
    at += 8 + levelHead.length;
  }
  out.writeUInt32BE(8 + levelHead.length + 8, at);
  out.write('jumb', at + 4, 'latin1');
  levelHead.copy(out, at + 8);
  box('cbor').copy(out, at + 8 + levelHead.length);
  return box('jumb', description(C2PA_UUID, 'c2pa'), out.subarray(0, size));
}

/** A manifest store with one CBOR box holding `content` (for CBOR shapes). */
export function jumbfWithCbor(content: Buffer): Buffer {
  const manifest = box(
    'jumb',
    description(C2PA_UUID, 'urn:c2pa:hostile'),
    box('jumb', description(CBOR_UUID, 'c2pa.claim'), box('cbor', content)),
  );
  return box('jumb', description(C2PA_UUID, 'c2pa'), manifest);
}

/** CBOR arrays of one item nested `depth` deep around a 0. */
export function nestedCbor(depth: number): Buffer {
  return Buffer.concat([Buffer.alloc(depth, 0x81), Buffer.from([0x00])]);
}

/** A CBOR array header that claims 2³²−1 items and holds none. */
export function hugeCountCbor(): Buffer {
  return Buffer.from([0x9a, 0xff, 0xff, 0xff, 0xff]);
}

/** A CBOR byte string that claims 2³¹ bytes and holds 4. */
export function hugeLengthCbor(): Buffer {
  return Buffer.from([0x5a, 0x80, 0x00, 0x00, 0x00, 1, 2, 3, 4]);
}

/**
 * The JUMBF as JPEG XT APP11 segments (C2PA's JPEG embedding): up to 65,519 bytes of box a segment,
 * every segment after the first repeating the box's LBox/TBox.
 */
export function app11Segments(jumbf: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  const first = 65535 - 2 - 8;
  const next = 65535 - 2 - 16;
  let at = 0;
  for (let seq = 1; at < jumbf.length; seq++) {
    const room = seq === 1 ? first : next;
    const part = jumbf.subarray(at, at + room);
    at += part.length;
    const head = Buffer.alloc(seq === 1 ? 12 : 20);
    head[0] = 0xff;
    head[1] = 0xeb;
    head.writeUInt16BE(head.length - 2 + part.length, 2);
    head.write('JP', 4, 'latin1');
    head.writeUInt16BE(1, 6);
    head.writeUInt32BE(seq, 8);
    if (seq > 1) jumbf.copy(head, 12, 0, 8);
    segments.push(Buffer.concat([head, part]));
  }
  return segments;
}

/** A JPEG segment (marker + length + payload). */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** `jpeg` with `segments` inserted right after its SOI marker. */
export function withSegments(jpeg: Buffer, segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A JPEG carrying `jumbf` as its manifest store. */
export function jpegWithJumbf(jpeg: Buffer, jumbf: Buffer): Buffer {
  return withSegments(jpeg, app11Segments(jumbf));
}

/** The bomb of issue #43: a manifest store nested as deep as `bytes` allows, in a JPEG. */
export function jumbfBombJpeg(jpeg: Buffer, bytes = 680 * 1024): Buffer {
  return jpegWithJumbf(jpeg, nestedJumbf(Math.floor(bytes / 33)));
}

/** An APP1 XMP packet whose elements nest `depth` deep. */
export function nestedXmpSegment(depth: number): Buffer {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</x:xmpmeta>`;
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(xmp)]));
}

/** An APP1 EXIF block whose first IFD points at itself as its next IFD (a loop) and holds `entries` entries. */
export function loopingExifSegment(entries = 4): Buffer {
  const tiff = Buffer.alloc(8 + 2 + entries * 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(entries, 8);
  for (let i = 0; i < entries; i++) {
    const at = 10 + i * 12;
    tiff.writeUInt16BE(0x010e + i, at); // tag
    tiff.writeUInt16BE(3, at + 2); // SHORT
    tiff.writeUInt32BE(1, at + 4);
  }
  tiff.writeUInt32BE(8, 10 + entries * 12); // next IFD: itself
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** An APP2 ICC profile that declares `tags` tags in 200 bytes. */
export function iccTagBombSegment(tags = 100_000): Buffer {
  const profile = Buffer.alloc(200);
  profile.writeUInt32BE(profile.length, 0);
  profile.write('acsp', 36, 'latin1');
  profile.writeUInt32BE(tags, 128);
  return jpegSegment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1]), profile]));
}
