import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { deleteMoodboard } from '../api/delete-moodboard';
import type { MoodboardView } from '../model/moodboards';

type DeleteMoodboardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId?: string;
  moodboard: MoodboardView;
  onDeleted: (id: string) => void;
};

/** Confirms the deletion; on failure shows "Failed to delete moodboard: {message}" and the page stays (spec §8). */
export function DeleteMoodboardDialog({ open, onOpenChange, projectId, moodboard, onDeleted }: DeleteMoodboardDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      if (projectId) await deleteMoodboard({ projectId, moodboardId: moodboard.id, title: moodboard.title });
      onOpenChange(false);
      onDeleted(moodboard.id);
    } catch (err) {
      setError(`Failed to delete moodboard: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
      dismissible={!busy}
      title="Delete Moodboard"
      description={`Delete "${moodboard.title} moodboard"? Its images and renders are removed for good.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} busy={busy} busyText="DELETING...">
            Delete
          </Button>
        </>
      }
    >
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </AlertDialog>
  );
}
