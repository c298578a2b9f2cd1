import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhoto, makeSolid, meanOfRegion } from '../../../test/images.js';
import { buildAiMark, buildStudyMark } from './ai-mark.js';
import { makeThumbnails, normaliseImage } from './asset-processing.js';
import { ALGORITHMIC_MEDIA, creditLine, markAiGenerated, readProvenance, TRAINED_ALGORITHMIC_MEDIA } from './provenance.js';

const ORIGIN = { prompt: 'A quiet <lounge> & "garden" in Lyon', provider: 'openai', model: 'gpt-image-1' };

describe('markAiGenerated', () => {
  it('writes XMP that reads back: source type, prompt (escaped) and creator tool', async () => {
    const marked = await markAiGenerated(await makeSolid(512, 512, 'png'), ORIGIN);
    expect(await readProvenance(marked)).toEqual({
      digitalSourceType: TRAINED_ALGORITHMIC_MEDIA,
      prompt: ORIGIN.prompt,
      creatorTool: 'Loci (openai gpt-image-1)',
    });
    const xmp = (await sharp(marked).metadata()).xmpAsString ?? '';
    expect(xmp).toContain('&lt;lounge&gt; &amp; &quot;garden&quot;');
    expect(xmp).toContain('Iptc4xmpExt:DigitalSourceType=');
  });

  it.each(['png', 'jpeg', 'webp'] as const)('keeps %s in its format, with the XMP', async (format) => {
    const marked = await markAiGenerated(await makeSolid(300, 200, format), { prompt: 'p', provider: 'offline' });
    const meta = await sharp(marked).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect((await readProvenance(marked))?.creatorTool).toBe('Loci (offline)');
  });

  it('turns GIF (which cannot hold XMP) into PNG that does', async () => {
    const marked = await markAiGenerated(await makeSolid(200, 200, 'gif'), ORIGIN);
    expect((await sharp(marked).metadata()).format).toBe('png');
    expect((await readProvenance(marked))?.digitalSourceType).toBe(TRAINED_ALGORITHMIC_MEDIA);
  });

  it('changes the pixels in the bottom-left corner and leaves the top-right alone', async () => {
    const plain = await makeSolid(1024, 1024, 'png', '#e0e0e0');
    const marked = await markAiGenerated(plain, ORIGIN);
    const mark = buildAiMark(1024, 1024);
    expect(mark).not.toBeNull();
    const corner = { left: mark?.left ?? 0, top: mark?.top ?? 0, width: mark?.width ?? 1, height: mark?.height ?? 1 };
    const before = await meanOfRegion(plain, corner);
    const after = await meanOfRegion(marked, corner);
    // The dark scrim pulls the region well below the light background.
    expect(after[0]).toBeLessThan(before[0] - 60);
    const topRight = { left: 824, top: 0, width: 200, height: 200 };
    expect(await meanOfRegion(marked, topRight)).toEqual(await meanOfRegion(plain, topRight));
  });

  it('is deterministic, so marked images dedupe by hash', async () => {
    const input = await makePhoto(256, 256);
    const a = await markAiGenerated(input, ORIGIN);
    const b = await markAiGenerated(input, ORIGIN);
    expect(a.equals(b)).toBe(true);
    const c = await markAiGenerated(input, { ...ORIGIN, prompt: 'another prompt' });
    expect(c.equals(a)).toBe(false);
  });

  it('marks a normalised photo whose thumbnails keep both the visible mark and the XMP', async () => {
    const normalised = await normaliseImage(await makePhoto(1024, 768), { maxBytes: 1e7, maxPixels: 1e7 });
    const plainThumbs = await makeThumbnails(normalised.bytes);
    const marked = await markAiGenerated(normalised.bytes, ORIGIN);
    expect((await sharp(marked).metadata()).format).toBe('jpeg');
    const thumbs = await makeThumbnails(marked);
    for (const size of [256, 768] as const) {
      expect((await readProvenance(thumbs[size]))?.digitalSourceType).toBe(TRAINED_ALGORITHMIC_MEDIA);
      const { width = 0, height = 0 } = await sharp(thumbs[size]).metadata();
      const mark = buildAiMark(1024, 768);
      const scale = width / 1024;
      const region = {
        left: Math.round((mark?.left ?? 0) * scale),
        top: Math.round((mark?.top ?? 0) * scale),
        width: Math.max(1, Math.floor((mark?.width ?? 0) * scale) - 1),
        height: Math.max(1, Math.floor((mark?.height ?? 0) * scale) - 1),
      };
      expect(region.top + region.height).toBeLessThanOrEqual(height);
      const plainMean = await meanOfRegion(plainThumbs[size], region);
      const markedMean = await meanOfRegion(thumbs[size], region);
      const diff = plainMean.reduce((sum, v, i) => sum + Math.abs(v - markedMean[i]), 0);
      expect(diff).toBeGreaterThan(30);
    }
  });

  it('still writes XMP on an image too small for the visible mark', async () => {
    const tiny = await makeSolid(20, 20, 'png');
    expect(buildAiMark(20, 20)).toBeNull();
    const marked = await markAiGenerated(tiny, ORIGIN);
    expect((await readProvenance(marked))?.prompt).toBe(ORIGIN.prompt);
  });
});

describe('offline studies', () => {
  it('are algorithmicMedia made by Loci, never trainedAlgorithmicMedia', async () => {
    const marked = await markAiGenerated(await makeSolid(512, 512, 'png'), {
      prompt: 'Landmark exterior: Shrine Gates',
      provider: 'offline',
      model: 'procedural-v1',
    });
    const read = await readProvenance(marked);
    expect(read?.digitalSourceType).toBe(ALGORITHMIC_MEDIA);
    expect(read?.creatorTool).toBe('Loci (offline procedural-v1)');
    expect((await sharp(marked).metadata()).xmpAsString).not.toContain('trainedAlgorithmicMedia');
  });

  it('carry the "Study" mark, not the "AI-generated" one', async () => {
    const plain = await makeSolid(1024, 1024, 'png', '#e0e0e0');
    const study = await markAiGenerated(plain, { prompt: 'p', provider: 'offline' });
    const ai = await markAiGenerated(plain, { prompt: 'p', provider: 'openai' });
    const mark = buildStudyMark(1024, 1024);
    if (!mark) throw new Error('a 1024 px image holds the mark');
    expect(mark.svg.toString()).toContain('>Study<');
    expect(mark.svg.toString()).not.toContain('AI');
    const region = { left: mark.left, top: mark.top, width: mark.width, height: mark.height };
    expect((await meanOfRegion(study, region))[0]).toBeLessThan(200); // the dark scrim is there
    // The two marks differ in the pixels: the AI one is wider (pill and label).
    const aiMark = buildAiMark(1024, 1024);
    expect(aiMark && aiMark.width > mark.width).toBe(true);
    const beyond = { left: mark.left + mark.width + 4, top: mark.top, width: 20, height: mark.height };
    expect((await meanOfRegion(study, beyond))[0]).toBeGreaterThan(215);
    expect((await meanOfRegion(ai, beyond))[0]).toBeLessThan(200);
  });
});

describe('buildAiMark', () => {
  it('sits in the bottom-left, inside the image, and drops the label when narrow', () => {
    const wide = buildAiMark(1024, 1024);
    expect(wide?.svg.toString()).toContain('AI-generated');
    expect(wide?.svg.toString()).toContain('font-family="\'DejaVu Sans\', sans-serif"');
    expect((wide?.left ?? 0) + (wide?.width ?? 0)).toBeLessThan(512);
    expect((wide?.top ?? 0) + (wide?.height ?? 0)).toBeLessThan(1024);
    expect(wide?.top ?? 0).toBeGreaterThan(900);
    const narrow = buildAiMark(60, 400);
    expect(narrow?.svg.toString()).not.toContain('AI-generated');
    expect(narrow?.svg.toString()).toContain('>AI</text>');
  });
});

describe('readProvenance', () => {
  it('returns null for images without XMP', async () => {
    expect(await readProvenance(await makeSolid(10, 10, 'png'))).toBeNull();
  });

  it('reads the element form other tools write', async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<Iptc4xmpExt:DigitalSourceType>http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture</Iptc4xmpExt:DigitalSourceType>
<xmp:CreatorTool>Camera &amp; Co</xmp:CreatorTool></rdf:Description></rdf:RDF></x:xmpmeta>`;
    const bytes = await sharp(await makeSolid(10, 10, 'png'))
      .withXmp(xmp)
      .png()
      .toBuffer();
    expect(await readProvenance(bytes)).toEqual({
      digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
      creatorTool: 'Camera & Co',
    });
  });
});

describe('creditLine', () => {
  it('joins credit, licence and source host', () => {
    expect(creditLine({ credit: 'Jane  Doe', licence: 'by-sa 4.0', sourceUrl: 'https://www.commons.wikimedia.org/wiki/File:X.jpg' })).toBe(
      'Photo: Jane Doe · CC BY-SA 4.0 · commons.wikimedia.org',
    );
  });

  it('spells out licence codes and leaves unknown licences as given', () => {
    expect(creditLine({ licence: 'cc0' })).toBe('CC0');
    expect(creditLine({ licence: 'pdm' })).toBe('Public domain');
    expect(creditLine({ credit: 'A', licence: 'Unsplash License' })).toBe('Photo: A · Unsplash License');
  });

  it('drops missing parts and non-web URLs', () => {
    expect(creditLine({})).toBe('');
    expect(creditLine({ credit: 'A', sourceUrl: 'javascript:alert(1)' })).toBe('Photo: A');
    expect(creditLine({ sourceUrl: 'not a url' })).toBe('');
  });
});
