import { describe, expect, it } from 'vitest';
import { buildNodes } from '../model/board-layout';
import { buildCanvasData } from '../model/test-data';
import { BOARD_ZOOM, boardBounds, DESKTOP_PADDING, minZoomFor, PHONE_PADDING, paddingFor } from './board-zoom';

const board = boardBounds(buildNodes(buildCanvasData()));

describe('minZoomFor', () => {
  it('keeps the spec floor of 0.5 on a desktop screen, where the board fits at 0.5', () => {
    expect(minZoomFor(board, { width: 1440, height: 836 }, DESKTOP_PADDING)).toBe(BOARD_ZOOM.min);
  });

  it('lowers the floor on a phone to a zoom at which the whole board fits the view', () => {
    const view = { width: 390, height: 748 };
    const zoom = minZoomFor(board, view, PHONE_PADDING);
    expect(zoom).toBeLessThan(BOARD_ZOOM.min);
    expect(board.width * zoom).toBeLessThanOrEqual(view.width - PHONE_PADDING.left - PHONE_PADDING.right);
    expect(board.height * zoom).toBeLessThanOrEqual(view.height - PHONE_PADDING.top - PHONE_PADDING.bottom);
  });

  it('falls back to the spec floor for an empty board', () => {
    expect(minZoomFor({ width: 0, height: 0 }, { width: 390, height: 748 }, PHONE_PADDING)).toBe(BOARD_ZOOM.min);
  });
});

describe('paddingFor', () => {
  it('uses the phone padding below 640 px', () => {
    expect(paddingFor(390)).toBe(PHONE_PADDING);
    expect(paddingFor(1024)).toBe(DESKTOP_PADDING);
  });
});
