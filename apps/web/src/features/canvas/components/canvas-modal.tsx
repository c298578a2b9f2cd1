import { assertNever } from '@loci/shared';
import { Dialog } from '../../../components/ui/dialog';
import type { CanvasData } from '../model/canvas-data';
import {
  contextModalContent,
  findMoodboard,
  type ModalKey,
  modalTitle,
  NO_KEYWORDS,
  TOPICS_MODAL_MAX,
  topicsModalContent,
} from '../model/modal-content';
import styles from './canvas-modal.module.css';
import { ProjectModalBody } from './project-modal-body';
import { ContextModalBody, ThumbGrid, TopicsModalBody } from './section-modal-body';

function KeywordsBody({ keywords }: { keywords: string[] }) {
  if (!keywords.length) return <p className={styles.muted}>{NO_KEYWORDS}</p>;
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword} className={styles.chip}>
          {keyword}
        </li>
      ))}
    </ul>
  );
}

function MoodboardBody({ data, id }: { data: CanvasData; id: string }) {
  const moodboard = findMoodboard(data, id);
  if (!moodboard) return null;
  const thumbs = moodboard.images.filter((t) => t.image || t.label).slice(0, TOPICS_MODAL_MAX);
  return (
    <>
      {moodboard.programmaticArea ? <p className={styles.muted}>Programmatic area: {moodboard.programmaticArea}</p> : null}
      {moodboard.cover ? <img className={styles.render} src={moodboard.cover} alt={`${moodboard.title} render`} /> : null}
      {thumbs.length ? <ThumbGrid thumbs={thumbs} columns={4} /> : null}
    </>
  );
}

function ModalBody({ modal, data }: { modal: ModalKey; data: CanvasData }) {
  switch (modal.kind) {
    case 'keywords':
      return <KeywordsBody keywords={data.keywords} />;
    case 'project':
      return <ProjectModalBody data={data} />;
    case 'context':
      return <ContextModalBody content={contextModalContent(data.contexts[modal.section])} />;
    case 'topics':
      return <TopicsModalBody content={topicsModalContent(data.topics[modal.section])} />;
    case 'moodboard':
      return <MoodboardBody data={data} id={modal.moodboardId} />;
    default:
      return assertNever(modal, 'modal kind');
  }
}

/** The one open canvas modal (spec §4); the overlay, Escape or the close button closes it. */
export function CanvasModal({ modal, data, onClose }: { modal: ModalKey | null; data: CanvasData; onClose: () => void }) {
  return (
    <Dialog open={modal !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={modal ? modalTitle(modal, data) : ''}>
      {modal ? <ModalBody modal={modal} data={data} /> : null}
    </Dialog>
  );
}
