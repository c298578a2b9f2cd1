import type { Project, Workspace } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { apiFetch, userMessage } from '../../../lib/api-client';
import { workspaceKeys } from '../../../lib/current-workspace';
import { projectKeys } from '../../../lib/project-queries';
import { getProjectDisplayName } from '../utils/delete-messages';
import styles from './copy-move-dialog.module.css';

type CopyMoveDialogProps = {
  action: 'duplicate' | 'move';
  project: Project;
  /** Workspaces the user may put a project in (editor or owner there). */
  targets: Workspace[];
  onClose: () => void;
};

/** Duplicate a project (optionally with its boards) or move it to another workspace. */
export function CopyMoveDialog({ action, project, targets, onClose }: CopyMoveDialogProps) {
  const queryClient = useQueryClient();
  const choices = action === 'move' ? targets.filter((w) => w.id !== project.workspace_id) : targets;
  const [target, setTarget] = useState(choices.find((w) => w.id === project.workspace_id)?.id ?? choices[0]?.id ?? '');
  const [withBoards, setWithBoards] = useState(true);
  const name = getProjectDisplayName(project.project_name);
  const run = useMutation({
    mutationFn: () =>
      apiFetch(`/api/projects/${encodeURIComponent(project.id)}/${action}`, {
        method: 'POST',
        body: JSON.stringify(action === 'move' ? { workspace_id: target } : { workspace_id: target, include_boards: withBoards }),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.list }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
      ]);
      onClose();
    },
  });
  const options = choices.map((w) => ({ value: w.id, label: w.personal ? `${w.name} (yours)` : w.name }));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={action === 'move' ? 'Move project' : 'Duplicate project'}
      description={
        action === 'move'
          ? `${name} and everything in it moves to another workspace. Its members will see it there.`
          : `A new project with the instructions of ${name}.`
      }
      dismissible={!run.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => run.mutate()}
            busy={run.isPending}
            busyText={action === 'move' ? 'Moving...' : 'Duplicating...'}
            disabled={!target}
          >
            {action === 'move' ? 'Move' : 'Duplicate'}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {options.length ? (
          <SelectField label="Workspace" options={options} value={target} onChange={(event) => setTarget(event.target.value)} />
        ) : (
          <p className={styles.none}>There is no other workspace where you can edit.</p>
        )}
        {action === 'duplicate' ? (
          <label className={styles.check}>
            <input type="checkbox" checked={withBoards} onChange={(event) => setWithBoards(event.target.checked)} />
            Include boards, moodboards and renders
          </label>
        ) : null}
        {run.isError ? <FormMessage tone="error">{userMessage(run.error, 'That did not work. Please try again.')}</FormMessage> : null}
      </div>
    </Dialog>
  );
}
