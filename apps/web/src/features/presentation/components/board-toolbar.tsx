import { ImagePlus, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './board-toolbar.module.css';
import { RegeneratePageDialog } from './regenerate-page-dialog';

type BoardToolbarProps = {
  pageTitle: string;
  /** Slots with no image (failed or never started). */
  missing: number;
  /** The board is generating: nothing to start. */
  busy: boolean;
  /** The board has images to regenerate. */
  hasImages: boolean;
  onGenerateMissing: () => void;
  onRegenerate: (replaceEdited: boolean) => void;
  /** What the next run would cost ("Estimated cost: $0.42", or that offline costs nothing). */
  estimate?: ReactNode;
};

/** A board's way forward: "Generate missing images" when slots are blank, and "Regenerate page". */
export function BoardToolbar({ pageTitle, missing, busy, hasImages, onGenerateMissing, onRegenerate, estimate }: BoardToolbarProps) {
  const [confirming, setConfirming] = useState(false);
  if (busy || (!missing && !hasImages)) return null;
  return (
    <div className={styles.toolbar}>
      {missing > 0 ? (
        <Button edits variant="secondary" onClick={onGenerateMissing}>
          <ImagePlus size={16} strokeWidth={1.5} aria-hidden /> Generate missing images
        </Button>
      ) : null}
      {hasImages ? (
        <Button edits variant="ghost" onClick={() => setConfirming(true)}>
          <RefreshCw size={16} strokeWidth={1.5} aria-hidden /> Regenerate page
        </Button>
      ) : null}
      {estimate}
      <RegeneratePageDialog open={confirming} pageTitle={pageTitle} onOpenChange={setConfirming} onConfirm={onRegenerate} />
    </div>
  );
}
