import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FeedbackBadge } from '../../../components/ui/feedback-badge';
import { projectQuery } from '../../../lib/project-queries';
import { summaryOf, useFeedbackSummary } from '../../../lib/review-feedback';
import { describeImage, rejectedItems } from '../model/rejected';
import { RegenerateDialog } from './regenerate-dialog';
import styles from './review-designer.module.css';

/** Under a page in Presentation: what clients said about it, and "Regenerate rejected images". Nothing without feedback. */
export function FeedbackPanel({ projectId, pageId }: { projectId: string; pageId: string }) {
  const { summary, feedback } = useFeedbackSummary(projectId);
  const [open, setOpen] = useState(false);
  // The project the Presentation page already holds: labels and thumbnails for the comments and the dialog.
  const data = useQuery(projectQuery(projectId)).data?.data;
  const comments = feedback.filter((f) => f.page_id === pageId && f.comment && f.current);
  const page = summaryOf(summary, pageId);
  if (!page.approved && !page.rejected && !comments.length) return null;
  const items = rejectedItems(summary, feedback, pageId, data);
  const rejected = items.filter((i) => !i.locked).length;
  return (
    <section className={styles.panel} aria-label="Client feedback">
      <header className={styles.panelHead}>
        <h3 className={styles.panelTitle}>Client feedback</h3>
        <FeedbackBadge approved={page.approved} rejected={page.rejected} comments={comments.length} />
        {/* Board images, a moodboard's images and its render in the deck alike (issue #46). */}
        {rejected > 0 ? (
          <Button edits variant="secondary" className={styles.compact} onClick={() => setOpen(true)}>
            <RefreshCw size={16} strokeWidth={1.5} aria-hidden />
            Regenerate rejected images
          </Button>
        ) : null}
      </header>
      {comments.length ? (
        <ul className={styles.comments}>
          {comments.map((c) => {
            const image = c.image_index === null ? null : describeImage(data, pageId, c.image_index);
            return (
              <li key={c.id} className={image?.thumb ? styles.withThumb : undefined}>
                {image?.thumb ? <img className={styles.thumb} src={image.thumb} alt="" /> : null}
                <div>
                  <span className={styles.who}>
                    {c.author_name} · {image ? image.label : 'page'}
                    {c.verdict ? ` · ${c.verdict === 'approve' ? 'approved' : 'rejected'}` : ''}
                  </span>
                  <p className={styles.comment}>{c.comment}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? <RegenerateDialog projectId={projectId} items={items} onOpenChange={setOpen} /> : null}
    </section>
  );
}
