import type { GenerationKind } from '@loci/shared';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FeedbackBadge } from '../../../components/ui/feedback-badge';
import { useCommentCounts } from '../../../lib/comments';
import { summaryOf, useFeedbackSummary } from '../../../lib/review-feedback';
import type { ContextNode, KeywordsNode, MoodboardNode, ProjectNode, RenderNode, SpaceNode, TopicsNode } from '../model/board-layout';
import { type Thumb, thumbnailSrc } from '../model/canvas-data';
import styles from './board-nodes.module.css';

/** A node is one button: click or Enter bubbles to the board's onNodeClick, which opens its modal. */
function NodeButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`${styles.card} ${className ?? ''}`}>
      {children}
    </button>
  );
}

function Cell({ thumb }: { thumb: Thumb }) {
  return (
    <span className={styles.cell}>
      {thumb.image ? <img src={thumbnailSrc(thumb.image)} alt="" loading="lazy" draggable={false} /> : null}
    </span>
  );
}

/** Client feedback on a page, as counts beside its title (review links). */
function PageFeedback({ pageId }: { pageId: string }) {
  const { projectId } = useParams();
  const { summary } = useFeedbackSummary(projectId);
  const page = summaryOf(summary, pageId);
  const comments = [...summary.entries()]
    .filter(([key]) => key === pageId || key.startsWith(`${pageId}/`))
    .reduce((n, [, s]) => n + s.comments.length, 0);
  return <FeedbackBadge className={styles.feedback} approved={page.approved} rejected={page.rejected} comments={comments} />;
}

/** Open team comments on a page (the studio's own remarks, never a client's): a small count beside its title. */
function TeamComments({ pageId }: { pageId: string }) {
  const { projectId } = useParams();
  const count = useCommentCounts(projectId).get(pageId) ?? 0;
  if (!count) return null;
  return (
    <span className={styles.comments} role="img" aria-label={`${count} open team ${count === 1 ? 'comment' : 'comments'}`}>
      <MessageCircle size={12} strokeWidth={1.5} aria-hidden /> {count}
    </span>
  );
}

function BoardCard({
  title,
  cells,
  empty,
  variant,
  pageId,
}: {
  title: string;
  cells: Thumb[];
  empty: boolean;
  variant: GenerationKind;
  pageId: string;
}) {
  return (
    <NodeButton>
      <span className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={styles.badges}>
          <TeamComments pageId={pageId} />
          <PageFeedback pageId={pageId} />
        </span>
      </span>
      {empty ? (
        <span className={styles.empty}>Not generated</span>
      ) : (
        <span className={`${styles.grid} ${styles[variant]}`}>
          {cells.map((thumb, i) => (
            // Cells are positional slots: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slot positions
            <Cell key={i} thumb={thumb} />
          ))}
        </span>
      )}
    </NodeButton>
  );
}

/** The page id of a board node's modal key (`historical-context`). */
function boardPageId(modal: unknown): string {
  const m = modal as { kind?: string; section?: string };
  return m.section && m.kind ? `${m.section}-${m.kind}` : '';
}

export function ContextNodeCard({ data }: NodeProps<ContextNode>) {
  return (
    <>
      <BoardCard title={data.title} cells={data.cells} empty={data.empty} variant="context" pageId={boardPageId(data.modal)} />
      <Handle type="source" id="down" position={Position.Bottom} isConnectable={false} className={styles.handle} />
      <Handle type="source" id="lineage" position={Position.Right} isConnectable={false} className={styles.handle} />
    </>
  );
}

export function TopicsNodeCard({ data }: NodeProps<TopicsNode>) {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
      <BoardCard title={data.title} cells={data.cells} empty={data.empty} variant="topics" pageId={boardPageId(data.modal)} />
    </>
  );
}

export function KeywordsNodeCard({ data }: NodeProps<KeywordsNode>) {
  return (
    <NodeButton>
      <span className={styles.title}>Brand Keywords</span>
      <span className={styles.count}>{data.count}</span>
      <span className={styles.meta}>{data.count === 1 ? 'keyword' : 'keywords'}</span>
    </NodeButton>
  );
}

export function ProjectNodeCard({ data }: NodeProps<ProjectNode>) {
  return (
    <NodeButton>
      <span className={styles.title}>Project</span>
      <span className={styles.name}>{data.name || 'Unnamed Project'}</span>
      <span className={styles.meta}>{data.location || 'No location'}</span>
    </NodeButton>
  );
}

export function MoodboardNodeCard({ data }: NodeProps<MoodboardNode>) {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
      <Handle type="target" id="space" position={Position.Bottom} isConnectable={false} className={styles.handle} />
      <Handle type="source" id="render" position={Position.Right} isConnectable={false} className={styles.handle} />
      <NodeButton>
        <span className={styles.head}>
          <span className={styles.title}>{data.title}</span>
          <TeamComments pageId={data.modal.kind === 'moodboard' ? `moodboard:${data.modal.moodboardId}` : ''} />
        </span>
        <span className={styles.cover}>
          {data.cover ? <img src={thumbnailSrc(data.cover)} alt="" loading="lazy" draggable={false} /> : null}
        </span>
        <span className={styles.meta}>{data.area ? `${data.area} · moodboard` : 'Moodboard'}</span>
      </NodeButton>
    </>
  );
}

/** The designer's space a moodboard was rendered onto (its arrow goes up into the moodboard). */
export function SpaceNodeCard({ data }: NodeProps<SpaceNode>) {
  return (
    <>
      <Handle type="source" id="up" position={Position.Top} isConnectable={false} className={styles.handle} />
      <NodeButton>
        <span className={styles.title}>Your space</span>
        <span className={styles.cover}>
          <img src={thumbnailSrc(data.image)} alt="" loading="lazy" draggable={false} />
        </span>
        <span className={styles.meta}>{data.credit}</span>
      </NodeButton>
    </>
  );
}

/** The render made from the space and the moodboard. */
export function RenderNodeCard({ data }: NodeProps<RenderNode>) {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
      <NodeButton>
        <span className={styles.title}>Render</span>
        <span className={styles.cover}>
          <img src={thumbnailSrc(data.image)} alt="" loading="lazy" draggable={false} />
        </span>
        <span className={styles.meta}>From your space · {data.strength}</span>
      </NodeButton>
    </>
  );
}
