import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import type { DeleteOutcome } from '../hooks/use-project-deletion';
import { DELETE_FAILURE_TITLE, getDeleteFailureReason, getDeleteSuccessMessage } from '../utils/delete-messages';
import styles from './delete-dialogs.module.css';

type DeleteOutcomeDialogProps = {
  outcome: DeleteOutcome | null;
  onDismiss: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Spec §8: the alert after a delete — success, or the failure with its reason, name and id. */
export function DeleteOutcomeDialog({ outcome, onDismiss, onCloseAutoFocus }: DeleteOutcomeDialogProps) {
  const failure = outcome?.kind === 'failure' ? outcome : null;
  return (
    <AlertDialog
      open={outcome !== null}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title={failure ? DELETE_FAILURE_TITLE : 'Project deleted'}
      description={failure ? getDeleteFailureReason(failure.status) : outcome ? getDeleteSuccessMessage(outcome.name) : null}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={<Button onClick={onDismiss}>OK</Button>}
    >
      {failure ? (
        <dl className={styles.details}>
          <dt>Project</dt>
          <dd>{failure.name}</dd>
          <dt>ID</dt>
          <dd className={styles.id}>{failure.id}</dd>
        </dl>
      ) : null}
    </AlertDialog>
  );
}
