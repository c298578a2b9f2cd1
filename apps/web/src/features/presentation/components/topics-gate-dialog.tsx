import { SECTION_TITLES, type Section } from '@loci/shared';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';

/** Spec §2: opening Topics before its Context. Closing starts the generation (context first). */
export function TopicsGateDialog({ section, onClose }: { section: Section | undefined; onClose: () => void }) {
  return (
    <AlertDialog
      open={Boolean(section)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Context needed"
      description={`You need to generate the ${section ? SECTION_TITLES[section] : ''} Context first before viewing the Topics.`}
      footer={<Button onClick={onClose}>OK</Button>}
    />
  );
}
