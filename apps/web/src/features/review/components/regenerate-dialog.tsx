import { REVIEW_GUIDANCE_MAX } from '@loci/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useRegenerateRejected } from '../api/review-links';
import type { RegenerateItem } from '../model/rejected';
import styles from './review-designer.module.css';
import fields from './review-fields.module.css';

type RegenerateDialogProps = { projectId: string; items: RegenerateItem[]; onOpenChange: (open: boolean) => void };

/**
 * Confirms "Regenerate rejected images": each rejected image with the guidance added to its prompt
 * (the clients' comments, editable). Approved images are locked unless unlocked here.
 */
export function RegenerateDialog({ projectId, items, onOpenChange }: RegenerateDialogProps) {
  const [guidance, setGuidance] = useState(() => new Map(items.map((i) => [i.key, i.guidance])));
  const [unlock, setUnlock] = useState(false);
  const regenerate = useRegenerateRejected(projectId);
  const locked = items.filter((i) => i.locked);
  const chosen = items.filter((i) => !i.locked || unlock);
  const queue = async () => {
    await regenerate.mutateAsync({
      items: chosen.map((i) => ({ pageId: i.pageId, imageIndex: i.imageIndex, guidance: guidance.get(i.key) ?? '', unlock: i.locked })),
    });
    onOpenChange(false);
  };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      dismissible={!regenerate.isPending}
      width={640}
      title="Regenerate rejected images"
      description="Each image is made again with its prompt and this guidance. Edit it before queueing."
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={regenerate.isPending}>
            Cancel
          </Button>
          <Button edits onClick={queue} busy={regenerate.isPending} busyText="Queueing..." disabled={chosen.length === 0}>
            Queue {chosen.length} {chosen.length === 1 ? 'image' : 'images'}
          </Button>
        </>
      }
    >
      <ol className={styles.items}>
        {chosen.map((item) => (
          <li key={item.key} className={`${styles.item} ${item.thumb ? styles.withThumb : ''}`}>
            {item.thumb ? <img className={styles.thumb} src={item.thumb} alt="" /> : null}
            <label className={styles.itemField}>
              <span className={styles.itemWhere}>
                {item.where}
                {item.locked ? ' (approved, unlocked)' : ''}
              </span>
              <span className="visually-hidden"> guidance</span>
              <textarea
                className={fields.textarea}
                rows={2}
                maxLength={REVIEW_GUIDANCE_MAX}
                value={guidance.get(item.key) ?? ''}
                placeholder="No comment: the image is made again with its prompt as it is."
                onChange={(e) => setGuidance(new Map(guidance).set(item.key, e.target.value))}
              />
            </label>
          </li>
        ))}
      </ol>
      {locked.length ? (
        <label className={styles.unlock}>
          <input type="checkbox" checked={unlock} onChange={(e) => setUnlock(e.target.checked)} />
          {locked.length} approved {locked.length === 1 ? 'image is' : 'images are'} locked. Unlock and regenerate{' '}
          {locked.length === 1 ? 'it' : 'them'} too
        </label>
      ) : null}
    </Dialog>
  );
}
