import { describe, expect, it } from 'vitest';
import { IMAGE_CAPTION_HEIGHT, imageBox, isBoardImage } from './image-box';

describe('a free image on the board', () => {
  it('keeps the picture’s shape under the usual width, with its caption', () => {
    expect(imageBox({ width: 1600, height: 1200 })).toEqual({ width: 320, height: 240 + IMAGE_CAPTION_HEIGHT });
    // A portrait sketch is as tall as its shape says, not cropped to a landscape box.
    expect(imageBox({ width: 900, height: 1600 })).toEqual({ width: 320, height: 569 + IMAGE_CAPTION_HEIGHT });
  });

  it('holds an extreme panorama or strip between a third and three times the width', () => {
    expect(imageBox({ width: 10_000, height: 100 }).height).toBe(107 + IMAGE_CAPTION_HEIGHT);
    expect(imageBox({ width: 100, height: 10_000 }).height).toBe(960 + IMAGE_CAPTION_HEIGHT);
    expect(imageBox({ width: 0, height: 0 }).height).toBe(240 + IMAGE_CAPTION_HEIGHT);
  });

  it('takes JPEG, PNG and WebP, not a PDF or an SVG', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map((type) => isBoardImage({ type }))).toEqual([true, true, true]);
    expect(['application/pdf', 'image/svg+xml', ''].map((type) => isBoardImage({ type }))).toEqual([false, false, false]);
  });
});
