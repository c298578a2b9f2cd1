import { OFFLINE_TEXT_MARK } from '@loci/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { openComments, useCommentCounts } from '../../../lib/comments';
import { summaryOf, useFeedbackSummary } from '../../../lib/review-feedback';
import { useBoardActions } from '../hooks/use-board-actions';
import { boardTitle } from '../model/pages';
import { slotState } from '../model/placeholder';
import type { Board } from '../model/section-data';
import { BoardToolbar } from './board-toolbar';
import styles from './board-view.module.css';
import { EstimatedCost } from './estimated-cost';
import { ImageCell } from './image-cell';
import { ImagePopup } from './image-popup';

export const OFFLINE_NOTICE = "Offline preview: these images are studies drawn by Loci's built-in renderer.";
/** The help page for designers (app/routes.tsx); a path, not an import: features stay apart. */
const PROVIDERS_HELP_PATH = '/help/providers';

type BoardViewProps = {
  board: Board;
  slots: number;
  /** The job is working on this board. */
  generating: boolean;
  projectId?: string;
  projectLocation: string;
  offline: boolean;
  /** Queues the board again: its missing images, or (regenerate) the whole page. */
  onGenerate?: (options?: { regenerate?: boolean; replaceEdited?: boolean }) => void;
};

/** A Context page (2×2 beside its text) or a Topics page (4 columns under its text). */
export function BoardView({ board, slots, generating, projectId, projectLocation, offline, onGenerate }: BoardViewProps) {
  const actions = useBoardActions({ board, projectId, projectLocation });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { view } = actions;
  const { summary } = useFeedbackSummary(projectId);
  const commentCounts = useCommentCounts(projectId);
  const pageId = `${board.section}-${board.kind}`;
  const busy = generating || board.isFetching;
  const updating = actions.updatingIndex !== null;
  const states = Array.from({ length: slots }, (_, index) =>
    slotState({ image: view.images[index], status: view.slotStatus[index], boardBusy: busy }),
  );
  const missing = states.filter((s) => s === 'failed' || s === 'empty').length;
  return (
    <article className={`${styles.board} ${styles[board.kind]}`} aria-busy={busy || undefined}>
      <header className={styles.text}>
        <h2 className={styles.title}>{boardTitle(board.section, board.kind)}</h2>
        {view.description ? (
          <>
            <p className={styles.description}>{view.description}</p>
            {board.textOffline ? <p className={styles.notice}>{OFFLINE_TEXT_MARK}.</p> : null}
          </>
        ) : (
          <p className={styles.muted}>{busy ? 'Writing the section text...' : 'Nothing generated yet.'}</p>
        )}
      </header>
      <div className={styles.body}>
        {offline ? (
          <p className={styles.notice}>
            {OFFLINE_NOTICE} <Link to={PROVIDERS_HELP_PATH}>Connect an image provider</Link>
          </p>
        ) : null}
        {projectId && onGenerate ? (
          <BoardToolbar
            pageTitle={boardTitle(board.section, board.kind)}
            missing={missing}
            busy={busy}
            hasImages={states.includes('ready')}
            onGenerateMissing={() => onGenerate()}
            onRegenerate={(replaceEdited) => onGenerate({ regenerate: true, replaceEdited })}
            estimate={
              <EstimatedCost
                projectId={projectId}
                offline={offline}
                ask={
                  missing > 0
                    ? { operation: 'generate-missing', kind: board.kind, count: missing }
                    : { operation: 'generate-page', kind: board.kind }
                }
              />
            }
          />
        ) : null}
        {board.isFetching && board.startedBy ? (
          <p className={styles.updating} role="status">
            <Spinner size={14} /> Started by {board.startedBy}
          </p>
        ) : null}
        {updating ? (
          <p className={styles.updating} role="status">
            <Spinner size={14} /> {board.kind === 'context' ? 'Updating context...' : 'Updating topics...'}
          </p>
        ) : null}
        {actions.editError && openIndex === null ? <FormMessage tone="error">{actions.editError.message}</FormMessage> : null}
        <div className={styles.grid}>
          {Array.from({ length: slots }, (_, index) => (
            <ImageCell
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions on a fixed grid
              key={index}
              section={board.section}
              index={index}
              image={view.images[index] ?? ''}
              label={view.labels[index] ?? ''}
              state={states[index] ?? 'empty'}
              reason={view.slotErrors[index] ?? ''}
              queued={view.slotStatus[index] === 'queued' || view.slotStatus[index] === 'running'}
              ai={view.ai[index] ?? false}
              study={view.study?.[index] ?? false}
              credit={view.credits[index] ?? null}
              alternativeLabels={view.alternativeLabels[index] ?? []}
              busy={actions.updatingIndex === index || actions.busyIndex === index}
              onOpen={() => setOpenIndex(index)}
              onLabel={(label) => actions.changeLabel(index, label)}
              onRetry={() => actions.retry(index)}
              feedback={summaryOf(summary, `${pageId}/${index}`)}
              comments={
                projectId
                  ? { count: commentCounts.get(`${pageId}/${index}`) ?? 0, onOpen: () => openComments({ pageId, imageIndex: index }) }
                  : undefined
              }
            />
          ))}
        </div>
      </div>
      {openIndex !== null ? (
        <ImagePopup
          board={view}
          projectId={projectId}
          index={openIndex}
          busy={actions.busyIndex === openIndex}
          error={actions.editError?.index === openIndex ? actions.editError.message : null}
          onRegenerate={(prompt, settings) => actions.regenerate(openIndex, prompt, settings)}
          onChooseAlternative={(image) => actions.chooseAlternative(openIndex, image)}
          onRestored={(version) => actions.restored(openIndex, version)}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </article>
  );
}
