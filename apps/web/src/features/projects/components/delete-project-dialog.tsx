import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './delete-dialogs.module.css';

type DeleteProjectDialogProps = {
  /** The display name of the project to delete; null when closed. */
  projectName: string | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Spec §2: the "Delete Project" confirmation; while deleting, both buttons are disabled. */
export function DeleteProjectDialog({ projectName, isDeleting, onCancel, onConfirm, onCloseAutoFocus }: DeleteProjectDialogProps) {
  return (
    <AlertDialog
      open={projectName !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Delete Project"
      description="This action cannot be undone and will delete all project data."
      dismissible={!isDeleting}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
            Cancel
          </Button>
          <Button className={styles.danger} onClick={onConfirm} disabled={isDeleting}>
            Delete
          </Button>
        </>
      }
    >
      <p className={styles.subject}>{projectName}</p>
      {isDeleting ? (
        <p className={styles.progress} role="status">
          <Spinner size={14} />
          Deletion in progress... Please wait.
        </p>
      ) : null}
    </AlertDialog>
  );
}
