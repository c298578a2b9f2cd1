import type { ProjectData, Section } from '@loci/shared';
import type { MoodboardView } from '../model/moodboards';
import { type BoardKind, boardKey, type PresentationPage } from '../model/pages';
import { type BoardProgress, findProgress, isActive } from '../model/progress';
import { emptyBoard, readBoard, slotTotal } from '../model/section-data';
import { BoardView } from './board-view';
import { MoodboardPage } from './moodboard-page';
import styles from './page-content.module.css';

type PageContentProps = {
  page: PresentationPage | undefined;
  data: ProjectData | undefined;
  progress: BoardProgress[] | undefined;
  /** A generation request in flight (its board shows as generating). */
  starting?: { section: string; kind: string };
  projectId?: string;
  projectLocation: string;
  offline: boolean;
  moodboards?: MoodboardView[];
  onMoodboardDeleted?: (id: string) => void;
  /** "Generate missing images" / "Regenerate page" of a board. */
  onGenerate?: (section: Section, kind: BoardKind, options?: { regenerate?: boolean; replaceEdited?: boolean }) => void;
};

/** The page switch: a board, a moodboard, or "Unknown page type". */
export function PageContent(props: PageContentProps) {
  const { page, data, progress, starting, projectId, projectLocation, offline } = props;
  if (!page) return <p className={styles.message}>No insight is selected. Choose one in Instructions.</p>;
  const { ref } = page;
  switch (ref.kind) {
    case 'context':
    case 'topics': {
      // A Topics page not yet made shows no text: never its Context page's description (issue #44).
      const board = readBoard(data, ref.section, ref.kind) ?? emptyBoard(ref.section, ref.kind);
      const job = findProgress(progress, ref.section, ref.kind);
      return (
        <BoardView
          key={boardKey(ref.section, ref.kind)}
          board={board}
          slots={Math.max(slotTotal(board, ref.kind), job?.total ?? 0)}
          generating={isActive(job) || (starting?.section === ref.section && (starting.kind === ref.kind || ref.kind === 'topics'))}
          projectId={projectId}
          projectLocation={projectLocation}
          offline={offline}
          onGenerate={(options) => props.onGenerate?.(ref.section, ref.kind, options)}
        />
      );
    }
    case 'moodboard': {
      const moodboard = props.moodboards?.find((m) => m.id === ref.moodboardId);
      if (!moodboard) return <p className={styles.message}>{page.title} is not available.</p>;
      return <MoodboardPage moodboard={moodboard} projectId={projectId} onDeleted={(id) => props.onMoodboardDeleted?.(id)} />;
    }
    default: {
      // Exhaustive: a new page kind is a compile error here until it is handled; at run time an
      // unknown one (an old cached page) shows the spec's message.
      ref satisfies never;
      return <p className={styles.message}>Unknown page type</p>;
    }
  }
}
