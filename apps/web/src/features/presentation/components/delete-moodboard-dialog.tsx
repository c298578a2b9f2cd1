import { useMutation } from '@tanstack/react-query';
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
  const removal = useMutation({
    mutationFn: async () => {
      if (projectId) await deleteMoodboard({ projectId, moodboardId: moodboard.id, title: moodboard.title });
    },
    onSuccess: () => {
      onOpenChange(false);
      onDeleted(moodboard.id);
    },
  });
  const busy = removal.isPending;
  const error = removal.error ? `Failed to delete moodboard: ${removal.error.message}` : null;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        removal.reset();
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
          <Button onClick={() => removal.mutate()} busy={busy} busyText="DELETING...">
            Delete
          </Button>
        </>
      }
    >
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </AlertDialog>
  );
}
