import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Stub until the moodboard issue lands: "+ Add Moodboard" says moodboards arrive soon. */
export function AddMoodboardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Moodboard"
      description="Moodboards arrive soon: you will pick a topic, an insight and a reference image here."
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          OK
        </Button>
      }
    />
  );
}
