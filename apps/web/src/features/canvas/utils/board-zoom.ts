import { type CanvasNode, NODE_SIZE } from '../model/board-layout';

/** Spec: zoom 0.5–2 on a desktop screen. */
export const BOARD_ZOOM = { min: 0.5, max: 2 } as const;

/** Room kept clear around the fitted board, in screen pixels. */
export type FitPadding = { top: number; right: number; bottom: number; left: number };

/** The tools and the export bar sit along the top, the minimap and the controls in the bottom corners: keep the fitted board clear of them. */
export const DESKTOP_PADDING: FitPadding = { top: 80, right: 40, bottom: 152, left: 72 };
/** A phone has no width to spare at the sides; the controls and minimap still take the bottom. */
export const PHONE_PADDING: FitPadding = { top: 24, right: 16, bottom: 152, left: 16 };
/** Below this width the board uses the phone padding. */
export const PHONE_MAX_WIDTH = 640;

/** The rectangle the nodes cover, in board pixels. */
export function boardBounds(nodes: CanvasNode[]): { width: number; height: number } {
  if (!nodes.length) return { width: 0, height: 0 };
  const xs = nodes.flatMap((n) => [n.position.x, n.position.x + NODE_SIZE[n.type].width]);
  const ys = nodes.flatMap((n) => [n.position.y, n.position.y + NODE_SIZE[n.type].height]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/**
 * How far out the board may zoom in a view of `view` pixels: the spec's 0.5, or less where 0.5
 * cannot show the whole board (a phone), so the whole board always fits and nothing has to be panned.
 */
export function minZoomFor(board: { width: number; height: number }, view: { width: number; height: number }, padding: FitPadding): number {
  if (board.width <= 0 || board.height <= 0) return BOARD_ZOOM.min;
  const fitX = (view.width - padding.left - padding.right) / board.width;
  const fitY = (view.height - padding.top - padding.bottom) / board.height;
  const fit = Math.floor(Math.min(fitX, fitY) * 100) / 100;
  return Math.max(0.05, Math.min(BOARD_ZOOM.min, fit));
}

/** The padding for a view this wide. */
export const paddingFor = (viewWidth: number): FitPadding => (viewWidth < PHONE_MAX_WIDTH ? PHONE_PADDING : DESKTOP_PADDING);
