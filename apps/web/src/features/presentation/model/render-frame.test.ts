import { describe, expect, it } from 'vitest';
import { frameLabel, frameNote, frameOrientation } from './render-frame';

describe('the render frame preview', () => {
  it('names the frame and its pixel size', () => {
    expect(frameLabel({ width: 1024, height: 1536 })).toBe('Portrait · 1024 × 1536');
    expect(frameLabel({ width: 1536, height: 1024 })).toBe('Landscape · 1536 × 1024');
    expect(frameLabel({ width: 1024, height: 1024 })).toBe('Square · 1024 × 1024');
  });

  it('calls a frame within 3 % of square a square', () => {
    expect(frameOrientation({ width: 1024, height: 1010 })).toBe('Square');
    expect(frameOrientation({ width: 1184, height: 864 })).toBe('Landscape');
    expect(frameOrientation({ width: 864, height: 1184 })).toBe('Portrait');
  });

  it('says when the image is fitted with bands, and that nothing is cropped either way', () => {
    expect(frameNote({ width: 1024, height: 1536, fitted: true })).toMatch(/fitted into this frame with white bands/);
    expect(frameNote({ width: 1152, height: 1536, fitted: false })).toBe('The render keeps your image’s frame. Nothing is cropped.');
    expect(frameNote({ width: 1024, height: 1536, fitted: true })).toContain('Nothing is cropped.');
  });
});
