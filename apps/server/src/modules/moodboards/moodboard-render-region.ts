import { ErrorCode, maskCoverage, type RenderRegionEditRequest, type RenderRegions } from '@loci/shared';
import sharp from 'sharp';
import { type Mask, maskFromImage, maskToPng, segmentImage } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { buildAiMark, buildStudyMark, readProvenance } from '../assets/index.js';

/** Words for the parts, in a sentence ("the floor"). */
export const REGION_WORDS = { floor: 'the floor', walls: 'the walls', ceiling: 'the ceiling', openings: 'the openings' } as const;

/** A mask covering more than this share of a render is the whole render (Edit or Regenerate does that). */
const WHOLE = 0.95;

const bad = (message: string) => new AppError(ErrorCode.BadRequest, message);

/** The bytes of a mask sent as base64 or as a data URL. */
function maskBytes(text: string): Buffer {
  const data = text.trim().replace(/^data:image\/[a-z+.-]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(data)) throw bad('The mask is not a PNG image (send it as base64 or a data URL).');
  return Buffer.from(data, 'base64');
}

/** The mask sent, read and checked against the render's size (400 naming both sizes when they differ). */
async function sentMask(text: string, size: { width: number; height: number }): Promise<Mask> {
  const bytes = maskBytes(text);
  const meta = await sharp(bytes, { limitInputPixels: 64_000_000 })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== 'png') throw bad('The mask is not a PNG image (send it as base64 or a data URL).');
  if (meta.width !== size.width || meta.height !== size.height)
    throw bad(
      `The mask is ${meta.width} × ${meta.height} pixels but the render is ${size.width} × ${size.height}: paint the mask over the render at its own size.`,
    );
  return maskFromImage(bytes);
}

/**
 * The part of a render to change: the mask sent, or the region the segmenter finds, checked: not
 * empty, not the whole render. Loci's visible mark (bottom left) is never part of it: it stays.
 */
export async function partToChange(render: Buffer, input: RenderRegionEditRequest): Promise<Mask & { coverage: number }> {
  const meta = await sharp(render).metadata();
  const size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  let part: Mask;
  if ('mask' in input) part = await sentMask(input.mask, size);
  else {
    const found = (await segmentImage(render)).regions.find((r) => r.name === input.region);
    if (!found) throw bad(`No ${input.region} was found in this render: paint the part to change instead.`);
    part = { mask: found.mask, ...size };
  }
  const coverage = maskCoverage(part.mask);
  if (coverage === 0) throw bad('The mask is empty: paint or choose the part of the render to change.');
  if (coverage > WHOLE)
    throw bad('The mask covers the whole render: to change all of it, use Edit or Regenerate; paint only the part to change.');
  // The render's own mark: the study pill on an offline study, the AI mark on a model's render.
  const study = !(await readProvenance(render).catch(() => null))?.digitalSourceType?.includes('trained');
  const mark = study ? buildStudyMark(size.width, size.height) : buildAiMark(size.width, size.height);
  if (mark) {
    for (let y = mark.top; y < Math.min(size.height, mark.top + mark.height); y++)
      part.mask.fill(0, y * size.width + mark.left, y * size.width + Math.min(size.width, mark.left + mark.width));
  }
  return { ...part, coverage };
}

/** GET …/renders/:renderId/regions: the parts the segmenter finds in a render, as black-and-white PNGs. */
export async function regionsOf(render: Buffer): Promise<RenderRegions> {
  const { width, height, regions } = await segmentImage(render);
  const masks = await Promise.all(regions.map((r) => maskToPng({ mask: r.mask, width, height })));
  return {
    width,
    height,
    regions: regions.map((r, i) => ({
      name: r.name,
      mask: `data:image/png;base64,${masks[i].toString('base64')}`,
      coverage: Math.round(r.coverage * 1000) / 1000,
    })),
  };
}
