import { CANVAS_COMMENT_PREFIX } from '@loci/shared';
import { MessageSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { openComments, useCommentCounts } from '../../../lib/comments';
import styles from './comment-pin.module.css';

/**
 * Comments pinned on a board item (issue #47): every member (viewers too) opens the item's threads
 * from here, and the open comments are counted on it. Left out of the PNG export.
 */
export function CommentPin({ itemId, name, inline = false }: { itemId: string; name: string; inline?: boolean }) {
  const { projectId } = useParams();
  const pageId = `${CANVAS_COMMENT_PREFIX}${itemId}`;
  const open = useCommentCounts(projectId).get(pageId) ?? 0;
  const label = open ? `Comments on ${name}, ${open} open` : `Comment on ${name}`;
  return (
    <button
      type="button"
      className={`${styles.pin} ${inline ? styles.inline : ''} ${open ? styles.active : ''} nodrag`}
      data-export="hide"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        openComments({ pageId, imageIndex: null });
      }}
    >
      <MessageSquare size={14} strokeWidth={1.5} aria-hidden />
      {open ? <span>{open}</span> : null}
    </button>
  );
}
