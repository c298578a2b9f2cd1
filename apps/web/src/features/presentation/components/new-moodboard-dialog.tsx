import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { canvasImagesQuery } from '../api/canvas-images';
import { useMoodboardCreation } from '../hooks/use-moodboard-creation';
import { type InsightOption, withCanvasImages } from '../model/moodboard-insights';
import type { MoodboardView } from '../model/moodboards';
import { NewMoodboardForm } from './new-moodboard-form';

type NewMoodboardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId?: string;
  insights: InsightOption[];
  /** Selects the new moodboard's page. */
  onCreated: (id: string) => void;
  addLocal: (moodboard: MoodboardView) => void;
};

/** Spec §2 New moodboard popup: Escape closes it unless busy; it closes once the moodboard exists. */
export function NewMoodboardDialog({ open, onOpenChange, projectId, insights, onCreated, addLocal }: NewMoodboardDialogProps) {
  const creation = useMoodboardCreation({ projectId, onCreated, addLocal });
  const canvas = useQuery({ ...canvasImagesQuery(projectId ?? ''), enabled: open && Boolean(projectId) });
  const change = (next: boolean) => {
    creation.clearError();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} title="New Moodboard" dismissible={!creation.busy} width={880}>
      <NewMoodboardForm
        insights={withCanvasImages(insights, canvas.data ?? [])}
        busy={creation.busy}
        error={creation.error}
        onSubmit={async (input) => {
          if (await creation.create(input)) onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
