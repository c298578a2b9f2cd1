import { describe, expect, it } from 'vitest';
import { readEditOutcome } from './sourcing';

const sourced = { microMacro: 1, photoStyled: 1, realSourced: 1 } as const;
const generated = { ...sourced, realSourced: 0 } as const;

describe('readEditOutcome', () => {
  it('keeps no alternatives for a generated edit', () => {
    expect(readEditOutcome({ settings: generated, images: ['/a', '/b'] })).toEqual({ alternatives: undefined, notice: undefined });
  });

  it('turns the sourced images into the alternatives', () => {
    expect(readEditOutcome({ settings: sourced, images: ['/a', '/b'] })).toEqual({ alternatives: ['/a', '/b'], notice: undefined });
  });

  it("shows the server's plain reason when nothing was sourced, with nothing to choose", () => {
    const notice = 'Your photo library is empty. Upload your own reference photos to source from them.';
    expect(readEditOutcome({ settings: sourced, images: [], notice })).toEqual({ alternatives: [], notice });
  });
});
