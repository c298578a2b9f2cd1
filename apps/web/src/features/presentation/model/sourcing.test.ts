import { describe, expect, it } from 'vitest';
import { NO_LIBRARY_PHOTOS, NO_MATCHING_PHOTOS, readEditOutcome } from './sourcing';

const sourced = { microMacro: 1, photoStyled: 1, realSourced: 1 } as const;
const generated = { ...sourced, realSourced: 0 } as const;

describe('readEditOutcome', () => {
  it('keeps no alternatives for a generated edit', () => {
    expect(readEditOutcome({ settings: generated, images: ['/a', '/b'] })).toEqual({ alternatives: undefined, notice: undefined });
  });

  it('turns the sourced images into the alternatives', () => {
    expect(readEditOutcome({ settings: sourced, images: ['/a', '/b'] })).toEqual({ alternatives: ['/a', '/b'], notice: undefined });
  });

  it('says plainly that the library had nothing when no photo source is configured', () => {
    const notice = 'No photo source is configured (PHOTO_SOURCE) and nothing in your library matched, so this image was generated instead.';
    expect(readEditOutcome({ settings: sourced, images: ['/generated'], notice })).toEqual({ alternatives: [], notice: NO_LIBRARY_PHOTOS });
  });

  it('says that nothing matched when a photo source is configured', () => {
    const notice = 'No photo matched this prompt, so this image was generated instead.';
    expect(readEditOutcome({ settings: sourced, images: ['/generated'], notice }).notice).toBe(NO_MATCHING_PHOTOS);
  });
});
