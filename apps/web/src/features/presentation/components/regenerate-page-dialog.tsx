import { useId, useState } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import styles from './board-toolbar.module.css';

type RegeneratePageDialogProps = {
  open: boolean;
  pageTitle: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (replaceEdited: boolean) => void;
};

/** Confirms "Regenerate page"; the user's chosen or edited images are kept unless they tick the box. */
export function RegeneratePageDialog({ open, pageTitle, onOpenChange, onConfirm }: RegeneratePageDialogProps) {
  const [replaceEdited, setReplaceEdited] = useState(false);
  const checkboxId = useId();
  const close = (next: boolean) => {
    if (!next) setReplaceEdited(false);
    onOpenChange(next);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={close}
      title={`Regenerate ${pageTitle}?`}
      description="Every image on this page is made again. Images you chose or edited are kept."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onConfirm(replaceEdited);
              close(false);
            }}
          >
            Regenerate
          </Button>
        </>
      }
    >
      <label className={styles.check} htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={replaceEdited} onChange={(e) => setReplaceEdited(e.target.checked)} />
        Also replace the images I chose or edited
      </label>
    </AlertDialog>
  );
}
