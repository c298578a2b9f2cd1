import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  hugeCountCbor,
  hugeLengthCbor,
  iccTagBombSegment,
  jpegSegment,
  jpegWithJumbf,
  jumbfBombJpeg,
  jumbfWithCbor,
  loopingExifSegment,
  nestedCbor,
  nestedJumbf,
  nestedXmpSegment,
  withSegments,
} from '../../../test/hostile-metadata.js';
import { normaliseImage } from '../../modules/assets/asset-processing.js';
import { boundImageMetadata, checkMetadata } from './image-metadata.js';
import { createParseBudget, DEFAULT_PARSE_LIMITS, MetadataBoundsError } from './parse-budget.js';

const jpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

/** The bound a check crossed, or 'ok'. */
function outcome(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (err) {
    if (err instanceof MetadataBoundsError) return `${err.kind}:${err.reason}`;
    throw err;
  }
}

describe('parse budget', () => {
  it('stops at each bound it is given, and on time read from its clock while charging', () => {
    const tick = { now: 0 };
    const timed = createParseBudget({ maxMs: 10 }, () => (tick.now += 1));
    expect(
      outcome(() => {
        for (let i = 0; i < 5000; i++) timed.item('X', 1);
      }),
    ).toBe('X:time');
    expect(outcome(() => createParseBudget({ maxDepth: 3 }).item('X', 4))).toBe('X:depth');
    expect(
      outcome(() => {
        const b = createParseBudget({ maxCount: 2 });
        for (let i = 0; i < 3; i++) b.item('X', 1);
      }),
    ).toBe('X:count');
    expect(outcome(() => createParseBudget({ maxWork: 10 }).item('X', 1, 11))).toBe('X:work');
    expect(outcome(() => createParseBudget({ maxBytes: 10 }).bytes('X', 11))).toBe('X:bytes');
  });
});

describe('JUMBF and CBOR bounds', () => {
  it('refuses the store nested 20,000 deep of issue #43 at the depth bound, after charging little', () => {
    const budget = createParseBudget();
    let error: unknown;
    try {
      checkMetadataWith(nestedJumbf(20_000), budget);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MetadataBoundsError);
    expect((error as MetadataBoundsError).reason).toBe('depth');
    // Two boxes a level (the superbox and its description), up to one level past the bound.
    expect(budget.count).toBeLessThanOrEqual(2 * (DEFAULT_PARSE_LIMITS.maxDepth + 2));
    expect(budget.work).toBeLessThanOrEqual(DEFAULT_PARSE_LIMITS.maxWork);
  });

  it('passes a store within the bounds, and refuses work (a box counted at every level above it) past its bound', () => {
    expect(outcome(() => checkMetadata('JUMBF', nestedJumbf(10)))).toBe('ok');
    // 20 levels of ~33 KB: each level re-copies what is under it (~6.6 MB of work) against 1 MB allowed.
    const wide = jumbfWithCbor(Buffer.concat([Buffer.from([0x5a, 0, 0x03, 0x20, 0]), Buffer.alloc(0x32000)]));
    expect(outcome(() => checkMetadata('JUMBF', wide, { maxWork: 100_000 }))).toBe('JUMBF:work');
    expect(outcome(() => checkMetadata('JUMBF', wide))).toBe('ok');
  });

  it('refuses CBOR nested past the depth bound, and counts or lengths its bytes cannot hold', () => {
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(nestedCbor(10))))).toBe('ok');
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(nestedCbor(100_000))))).toBe('CBOR:depth');
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(hugeCountCbor())))).toBe('CBOR:malformed');
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(hugeLengthCbor())))).toBe('CBOR:malformed');
    // An indefinite map left open, and a break with nothing open.
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(Buffer.from([0xbf, 0x01]))))).toBe('CBOR:malformed');
    expect(outcome(() => checkMetadata('JUMBF', jumbfWithCbor(Buffer.from([0xff]))))).toBe('CBOR:malformed');
  });

  it('fuzz: any box tree or CBOR shape either passes or stops at a bound, never past its work budget', () => {
    const limits = { maxDepth: 24, maxCount: 5_000, maxWork: 2_000_000 };
    const shapes = fc.oneof(
      fc.integer({ min: 0, max: 30_000 }).map((d) => nestedJumbf(d)),
      fc.integer({ min: 0, max: 50_000 }).map((d) => jumbfWithCbor(nestedCbor(d))),
      fc.uint8Array({ minLength: 0, maxLength: 64 }).map((b) => jumbfWithCbor(Buffer.from(b))),
      fc.uint8Array({ minLength: 8, maxLength: 256 }).map((b) => Buffer.from(b)),
    );
    fc.assert(
      fc.property(shapes, (jumbf) => {
        const budget = createParseBudget(limits);
        const result = outcome(() => checkMetadataWith(jumbf, budget));
        expect(result === 'ok' || /^(JUMBF|CBOR):/.test(result)).toBe(true);
        // The work charged before stopping: within the budget plus the one box that crossed it.
        expect(budget.work).toBeLessThanOrEqual(limits.maxWork + jumbf.length);
        expect(budget.count).toBeLessThanOrEqual(limits.maxCount);
      }),
      { numRuns: 60 },
    );
  });
});

describe('XMP, EXIF and ICC bounds', () => {
  it('refuses XMP nested past the depth bound or carrying a DTD', () => {
    const xmp = (text: string) => Buffer.from(text);
    expect(outcome(() => checkMetadata('XMP', xmp('<x:xmpmeta><rdf:RDF><rdf:Description a="1"/></rdf:RDF></x:xmpmeta>')))).toBe('ok');
    expect(outcome(() => checkMetadata('XMP', xmp(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`)))).toBe('XMP:depth');
    expect(outcome(() => checkMetadata('XMP', xmp('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')))).toBe('XMP:malformed');
  });

  it('refuses EXIF whose IFDs loop, and ICC declaring more tags than it holds', async () => {
    const exif = loopingExifSegment().subarray(4 + 6);
    expect(outcome(() => checkMetadata('EXIF', exif))).toBe('EXIF:malformed');
    const icc = iccTagBombSegment().subarray(4 + 14);
    expect(outcome(() => checkMetadata('ICC', icc))).toBe('ICC:malformed');
  });
});

describe('boundImageMetadata', () => {
  it('cuts every block past a bound out of a JPEG, keeps the rest, and the image still decodes', async () => {
    const base = await jpeg();
    const hostile = withSegments(jumbfBombJpeg(base, 200 * 1024), [nestedXmpSegment(5000), loopingExifSegment(), iccTagBombSegment()]);
    const { bytes, dropped } = boundImageMetadata(hostile);
    expect(dropped.map((e) => `${e.kind}:${e.reason}`).sort()).toEqual(['EXIF:malformed', 'ICC:malformed', 'JUMBF:depth', 'XMP:depth']);
    expect(bytes.equals(base)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(32);
  });

  it('keeps a JPEG whose metadata is within bounds byte for byte', async () => {
    const fine = jpegWithJumbf(await jpeg(), nestedJumbf(3));
    const { bytes, dropped } = boundImageMetadata(fine);
    expect(dropped).toEqual([]);
    expect(bytes).toBe(fine);
  });

  it('marks a JPEG whose segments do not parse, or are too many, as unreadable (normaliseImage refuses it as corrupt)', async () => {
    const base = await jpeg();
    // A stray byte before a segment: a lenient decoder skips it and reads on; the walk cannot.
    const stray = Buffer.concat([base.subarray(0, 2), loopingExifSegment(), Buffer.from([0x00]), base.subarray(2)]);
    expect(boundImageMetadata(stray).unreadable).toBe(true);
    const many = withSegments(
      base,
      Array.from({ length: 5000 }, () => jpegSegment(0xe4, Buffer.alloc(0))),
    );
    expect(boundImageMetadata(many).unreadable).toBe(true);
    expect(boundImageMetadata(base).unreadable).toBe(false);
    await expect(normaliseImage(stray, { maxBytes: 1e7, maxPixels: 1e7 })).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('cuts a PNG caBX chunk past a bound', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jumbf = nestedJumbf(5000);
    const chunk = Buffer.alloc(12 + jumbf.length);
    chunk.writeUInt32BE(jumbf.length, 0);
    chunk.write('caBX', 4, 'latin1');
    jumbf.copy(chunk, 8);
    const hostile = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const { bytes, dropped } = boundImageMetadata(hostile);
    expect(dropped.map((e) => `${e.kind}:${e.reason}`)).toEqual(['JUMBF:depth']);
    expect(bytes.equals(png)).toBe(true);
  });
});

/** `checkMetadata('JUMBF', …)` with a budget the test can read after. */
function checkMetadataWith(jumbf: Buffer, budget: ReturnType<typeof createParseBudget>): void {
  // Same walk as checkMetadata, against the caller's budget.
  checkJumbf(jumbf, budget);
}

import { checkJumbf } from './jumbf-bounds.js';
