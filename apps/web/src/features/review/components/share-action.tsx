import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import bar from '../../../components/ui/bar-button.module.css';
import { Button } from '../../../components/ui/button';
import { ShareDialog } from './share-dialog';

/** "Share for review" in a project's top bar: create, list and revoke review links. */
export function ShareAction() {
  const { projectId } = useParams();
  const [open, setOpen] = useState(false);
  if (!projectId) return null;
  return (
    <>
      <Button
        edits
        variant="secondary"
        className={bar.barButton}
        title="Share for review"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Share2 size={16} strokeWidth={1.5} aria-hidden />
        <span className={bar.barLabel}>Share for review</span>
      </Button>
      {open ? <ShareDialog projectId={projectId} onOpenChange={setOpen} /> : null}
    </>
  );
}
