import { GENERATION_KINDS, type ProjectData, SECTIONS, type Section } from '@loci/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageProgressText } from '../model/generate-all';
import { type MoodboardSummary, readMoodboards } from '../model/moodboards';
import { type BoardFlags, boardKey, buildPages, resolveSelectedIndex } from '../model/pages';
import { type BoardProgress, findProgress, isActive } from '../model/progress';
import { hasBoardContent, readBoard } from '../model/section-data';

type Options = {
  insights: Section[];
  data: ProjectData | undefined;
  progress: BoardProgress[] | undefined;
  /** The moodboard pages; read from `data` when omitted. */
  moodboards?: MoodboardSummary[];
};

/** The page list with its flags, and the selected page (kept in `?page=` so a reload stays put). */
export function usePresentationPages({ insights, data, progress, moodboards: given }: Options) {
  const [params, setParams] = useSearchParams();
  const boards: Record<string, BoardFlags> = {};
  for (const section of SECTIONS) {
    for (const kind of GENERATION_KINDS) {
      const board = readBoard(data, section, kind);
      const job = findProgress(progress, section, kind);
      const progressText = pageProgressText(job);
      boards[boardKey(section, kind)] = {
        busy: Boolean(board?.isFetching) || isActive(job),
        empty: !hasBoardContent(board),
        ...(progressText ? { progressText } : {}),
      };
    }
  }
  const moodboards = given ?? readMoodboards(data?.moodboards ?? []);
  const pages = buildPages({ insights, boards, moodboards });
  const selectedIndex = resolveSelectedIndex(pages, params.get('page'));

  /** Selects a page by key (a new moodboard's page may not be listed yet). */
  const selectKey = useCallback(
    (key: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const select = useCallback(
    (index: number) => {
      const page = pages[index];
      if (!page || page.disabled) return;
      selectKey(page.key);
    },
    [pages, selectKey],
  );

  return { pages, selectedIndex, selected: pages[selectedIndex], select, selectKey };
}
