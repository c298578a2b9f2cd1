import type { ImageSettings } from '@loci/shared';
import type { Board } from './section-data';

/** Local changes to one slot (edits, chosen alternatives, custom labels) shown before the server data catches up. */
export type SlotOverride = {
  image?: string;
  label?: string;
  prompt?: string;
  alternatives?: string[];
  alternativeLabels?: string[];
  settings?: ImageSettings;
  status?: string;
};

/** Overrides of one board, by slot index. */
export type BoardOverrides = Record<number, SlotOverride>;

function patch<T>(list: T[], index: number, value: T | undefined): T[] {
  if (value === undefined) return list;
  const next = [...list];
  next[index] = value;
  return next;
}

/** The board with local slot overrides laid over it (the description may be overridden too). */
export function applyOverrides(board: Board, overrides: BoardOverrides | undefined, description?: string): Board {
  let out: Board = description ? { ...board, description } : board;
  for (const [key, o] of Object.entries(overrides ?? {})) {
    const i = Number(key);
    out = {
      ...out,
      images: patch(out.images, i, o.image),
      labels: patch(out.labels, i, o.label),
      prompts: patch(out.prompts, i, o.prompt),
      alternativeImages: patch(out.alternativeImages, i, o.alternatives),
      alternativeLabels: patch(out.alternativeLabels, i, o.alternativeLabels),
      settings: patch(out.settings, i, o.settings),
      slotStatus: patch(out.slotStatus, i, o.status),
    };
  }
  return out;
}
