import { describe, expect, it } from 'vitest';
import { gridImageSrc, isPlaceholderImage, isUsableImage, slotState } from './placeholder';

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';
const ASSET = `/api/assets/${'a'.repeat(64)}`;

describe('placeholder rule', () => {
  it('treats an SVG data URI as still generating', () => {
    expect(isPlaceholderImage(SVG)).toBe(true);
    expect(slotState({ image: SVG, boardBusy: false })).toBe('generating');
  });

  it('accepts data URLs, long strings and asset URLs as images', () => {
    expect(isUsableImage('data:image/png;base64,AAAA')).toBe(true);
    expect(isUsableImage('x'.repeat(101))).toBe(true);
    expect(isUsableImage(ASSET)).toBe(true);
    expect(isUsableImage('short')).toBe(false);
    expect(isUsableImage('')).toBe(false);
    expect(isUsableImage(SVG)).toBe(false);
  });

  it('derives slot states from the image, the server status and the board flag', () => {
    expect(slotState({ image: ASSET, status: 'done', boardBusy: true })).toBe('ready');
    expect(slotState({ image: '', status: 'queued', boardBusy: false })).toBe('generating');
    expect(slotState({ image: '', status: 'failed', boardBusy: true })).toBe('failed');
    expect(slotState({ image: '', boardBusy: true })).toBe('generating');
    expect(slotState({ image: '', status: 'done', boardBusy: false })).toBe('failed');
    expect(slotState({ image: undefined, boardBusy: false })).toBe('empty');
  });

  it('asks for the 768 px variant of asset URLs only', () => {
    expect(gridImageSrc(ASSET)).toBe(`${ASSET}/768`);
    expect(gridImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
