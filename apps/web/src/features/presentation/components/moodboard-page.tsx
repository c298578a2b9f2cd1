import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CommentButton } from '../../../components/ui/comment-button';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { openComments, useCommentCounts } from '../../../lib/comments';
import { summaryOf, useFeedbackSummary } from '../../../lib/review-feedback';
import { useMoodboardImageEdit } from '../hooks/use-moodboard-image-edit';
import { useMoodboardRender } from '../hooks/use-moodboard-render';
import type { MoodboardView } from '../model/moodboards';
import { DeleteMoodboardDialog } from './delete-moodboard-dialog';
import { EstimateFor } from './estimated-cost';
import { LatestRender } from './latest-render';
import { MoodboardImageCell } from './moodboard-image-cell';
import { MoodboardImagePopup } from './moodboard-image-popup';
import styles from './moodboard-page.module.css';
import { RenderPopup } from './render-popup';
import { YourSpacePanel } from './your-space-panel';

type MoodboardPageProps = {
  moodboard: MoodboardView;
  projectId?: string;
  onDeleted: (id: string) => void;
};

const RENDER_STATUS = { rendering: 'Creating render...', regenerating: 'Regenerating render...' } as const;

/** Spec §2 Moodboard page: title, area and description, RENDER, delete, and the image grid. */
export function MoodboardPage({ moodboard, projectId, onDeleted }: MoodboardPageProps) {
  const feedback = useFeedbackSummary(projectId);
  const edit = useMoodboardImageEdit({ projectId, moodboard });
  const render = useMoodboardRender({ projectId, moodboard });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const commentCounts = useCommentCounts(projectId);
  const pageId = `moodboard:${moodboard.id}`;
  const { phase } = render;
  return (
    <article className={styles.page} aria-busy={moodboard.isGenerating || undefined}>
      <div className={styles.top}>
        <header className={styles.text}>
          <h2 className={styles.title}>{moodboard.title} moodboard</h2>
          <dl className={styles.facts}>
            <dt>Programmatic Area</dt>
            <dd>{moodboard.programmaticArea}</dd>
            {moodboard.optionalPrompt ? (
              <>
                <dt>Area Description</dt>
                <dd className={styles.description}>{moodboard.optionalPrompt}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <Button
              edits
              busy={phase !== 'idle'}
              busyText={phase === 'regenerating' ? 'REGENERATING...' : 'RENDERING...'}
              disabled={!projectId || moodboard.isGenerating}
              title={projectId ? undefined : 'Save the project to render moodboards'}
              onClick={render.render}
            >
              RENDER
            </Button>
            {projectId ? (
              <CommentButton
                tone="paper"
                count={commentCounts.get(pageId) ?? 0}
                subject={`${moodboard.title} moodboard`}
                onClick={() => openComments({ pageId, imageIndex: null })}
              />
            ) : null}
            <Button edits variant="ghost" onClick={() => setDeleting(true)} aria-label="Delete moodboard" title="Delete moodboard">
              <Trash2 size={16} strokeWidth={1.5} aria-hidden />
            </Button>
          </div>
          {moodboard.isGenerating && moodboard.startedBy ? (
            <p className={styles.status} role="status">
              <Spinner size={14} /> Started by {moodboard.startedBy}
            </p>
          ) : null}
          {phase !== 'idle' ? (
            <p className={styles.status} role="status">
              <Spinner size={14} /> {RENDER_STATUS[phase]}
            </p>
          ) : null}
          {render.error ? <FormMessage tone="error">{render.error}</FormMessage> : null}
          {edit.editError && openIndex === null ? <FormMessage tone="error">{edit.editError.message}</FormMessage> : null}
          <LatestRender
            title={moodboard.title}
            renders={render.renders}
            deck={render.deck}
            pinned={Boolean(render.pinnedId && render.deck?.id === render.pinnedId)}
            disabled={phase !== 'idle'}
            onOpen={render.reopen}
          />
        </header>
        <div className={styles.grid}>
          {moodboard.images.map((image, index) => (
            <MoodboardImageCell
              // biome-ignore lint/suspicious/noArrayIndexKey: images are positions on a fixed grid
              key={index}
              moodboardTitle={moodboard.title}
              index={index}
              image={image}
              label={moodboard.labels[index] ?? ''}
              status={moodboard.imageStatus[index] ?? 'done'}
              busy={edit.busyIndex === index}
              onOpen={() => setOpenIndex(index)}
              feedback={summaryOf(feedback.summary, `${pageId}/${index}`)}
              comments={
                projectId
                  ? { count: commentCounts.get(`${pageId}/${index}`) ?? 0, onOpen: () => openComments({ pageId, imageIndex: index }) }
                  : undefined
              }
            />
          ))}
        </div>
      </div>
      {projectId ? <YourSpacePanel projectId={projectId} moodboardId={moodboard.id} title={moodboard.title} /> : null}
      {openIndex !== null ? (
        <MoodboardImagePopup
          moodboard={moodboard}
          projectId={projectId}
          index={openIndex}
          busy={edit.busyIndex === openIndex}
          error={edit.editError?.index === openIndex ? edit.editError.message : null}
          onGenerate={(prompt, settings) => edit.regenerate(openIndex, prompt, settings)}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
      {render.open && render.shown ? (
        <RenderPopup
          title={moodboard.title}
          renders={render.renders}
          shown={render.shown}
          busy={phase === 'regenerating'}
          error={render.popupError}
          onShow={render.show}
          pinnedId={render.pinnedId}
          pinning={render.pinning}
          pinError={render.pinError}
          onPin={render.pin}
          upscaling={render.upscaling}
          upscaleError={render.upscaleError}
          onUpscale={render.upscale}
          partChange={render.partChange}
          variants={{ made: render.lightVariants, making: render.makingVariants, error: render.variantsError, onMake: render.makeVariants }}
          onRegenerate={render.regenerate}
          onClose={render.close}
          estimate={projectId ? <EstimateFor projectId={projectId} ask={{ operation: 'render' }} /> : null}
        />
      ) : null}
      <DeleteMoodboardDialog open={deleting} onOpenChange={setDeleting} projectId={projectId} moodboard={moodboard} onDeleted={onDeleted} />
    </article>
  );
}
