import type { Project } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FileButton } from '../../../components/ui/file-button';
import { FormMessage } from '../../../components/ui/form-message';
import { apiFetch, userMessage } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/project-queries';
import styles from './import-project-file.module.css';

/** "Import .loci": a project file from another studio or another Loci becomes a new project here. */
export function ImportProjectFile({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const importing = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiFetch<{ project: Project }>(`/api/workspaces/${encodeURIComponent(workspaceId)}/projects/import`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: async ({ project }) => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.list });
      void navigate(`/projects/${project.id}/instruction`);
    },
  });
  return (
    <div className={styles.wrap}>
      <FileButton
        inputLabel="Project file to import (.loci)"
        accept=".loci,application/zip,application/vnd.loci.project+zip"
        busy={importing.isPending}
        busyText="Importing…"
        onFile={(file) => importing.mutate(file)}
      >
        Import .loci file
      </FileButton>
      {importing.isError ? (
        <FormMessage tone="error">{userMessage(importing.error, 'The project file could not be imported. Please try again.')}</FormMessage>
      ) : null}
    </div>
  );
}
