import { type Workspace, workspaceNameSchema } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { apiFetch, userMessage } from '../../../lib/api-client';
import { setCurrentWorkspace, workspaceKeys } from '../../../lib/current-workspace';
import styles from './workspace-screen.module.css';

/** "New studio…": a name, then the studio is made (the user is its owner) and becomes the current workspace. */
export function NewStudioDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (value: string) =>
      apiFetch<{ workspace: Workspace }>('/api/workspaces/', { method: 'POST', body: JSON.stringify({ name: value }) }),
    onSuccess: async ({ workspace }) => {
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
      setCurrentWorkspace(workspace.id);
      setName('');
      onClose();
      navigate(`/workspaces/${workspace.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    create.mutate(parsed.data);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="New studio"
      description="A shared workspace: invite your team, and its projects are theirs too."
      dismissible={!create.isPending}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="Studio name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
          autoFocus
          maxLength={80}
        />
        {create.isError ? (
          <FormMessage tone="error">{userMessage(create.error, 'The studio could not be created. Please try again.')}</FormMessage>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending} busyText="Creating...">
            Create studio
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
