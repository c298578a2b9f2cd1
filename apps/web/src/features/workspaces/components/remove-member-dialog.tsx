import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import styles from './workspace-screen.module.css';

type RemoveMemberDialogProps = {
  /** The member to remove; null when closed. */
  member: { name: string; email: string } | null;
  studio: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Confirms removing a member, saying what they lose. */
export function RemoveMemberDialog({ member, studio, busy, onCancel, onConfirm }: RemoveMemberDialogProps) {
  const who = member ? member.name || member.email : '';
  return (
    <AlertDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Remove ${who}?`}
      description={`${who} loses access to ${studio} and to every project and image in it at once. You can invite them again later.`}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" className={styles.danger} onClick={onConfirm} busy={busy} busyText="Removing...">
            Remove
          </Button>
        </>
      }
    />
  );
}
