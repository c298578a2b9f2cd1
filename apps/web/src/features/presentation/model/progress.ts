import type { GenerationProgress, Section } from '@loci/shared';
import { type BoardKind, boardTitle } from './pages';

export type BoardProgress = GenerationProgress['sections'][number];

/** What the progress toast shows. */
export type ToastContent = { title: string; detail: string; ratio: number };

/** Whether a board's job is still working (queued or running). */
export function isActive(progress: BoardProgress | undefined): boolean {
  return progress?.status === 'queued' || progress?.status === 'running';
}

/** One board's entry in the job progress. */
export function findProgress(sections: BoardProgress[] | undefined, section: Section, kind: BoardKind): BoardProgress | undefined {
  return sections?.find((p) => p.section === section && p.kind === kind);
}

/**
 * "Generating Historical Context" / "X of Y images completed" with the bar ratio; while it runs
 * for someone else than the viewer (`viewerName`), who started it: "Ana is generating Historical Context".
 */
export function toastContent(
  progress: Pick<BoardProgress, 'section' | 'kind' | 'total' | 'completed'> & Partial<Pick<BoardProgress, 'started_by' | 'status'>>,
  viewerName?: string,
): ToastContent {
  const total = Math.max(0, progress.total);
  const completed = Math.min(total, Math.max(0, progress.completed));
  const title = boardTitle(progress.section, progress.kind);
  const someoneElse = progress.started_by && progress.started_by !== viewerName;
  const starter = someoneElse && isActive(progress as BoardProgress) ? firstName(progress.started_by) : '';
  return {
    title: starter ? `${starter} is generating ${title}` : `Generating ${title}`,
    detail: `${completed} of ${total} images completed`,
    ratio: total === 0 ? 0 : completed / total,
  };
}

/** The board the toast follows: the selected board when it is active, else the first active one. */
export function toastBoard(
  sections: BoardProgress[] | undefined,
  selected: { section: Section; kind: BoardKind } | undefined,
): BoardProgress | undefined {
  const mine = selected ? findProgress(sections, selected.section, selected.kind) : undefined;
  if (isActive(mine)) return mine;
  return sections?.find(isActive);
}

/** A signature of the completed counts: when it changes, the project data is refetched. */
export function progressSignature(sections: BoardProgress[] | undefined): string {
  return (sections ?? []).map((p) => `${p.section}:${p.kind}:${p.completed}:${p.failed}:${p.status}`).join('|');
}

/** Poll interval while a job runs and its first images are awaited (the first image is the one people wait for). */
export const FAST_POLL_MS = 250;
/** Poll interval once images are arriving. */
export const STEADY_POLL_MS = 700;

/**
 * How often to poll the job progress: not at all when nothing runs; quickly while an active
 * board has no image yet; then at the steady pace.
 */
export function progressPollInterval(progress: { sections: BoardProgress[]; running: boolean } | undefined): number | false {
  if (!progress?.running) return false;
  const waitingForFirst = progress.sections.some((p) => isActive(p) && p.completed + p.failed === 0);
  return waitingForFirst ? FAST_POLL_MS : STEADY_POLL_MS;
}

/** "Ana" of "Ana Lima"; '' when nobody is named. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
