import type { Project } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readCurrentWorkspace } from '../../../lib/current-workspace';
import { projectKeys } from '../../../lib/project-queries';
import { type InstructionValues, selectedKeywords } from '../utils/instruction-form';

export type ProjectFiles = { logo?: File | null; brandBook?: File | null };

export type SaveProjectInput = { projectId?: string; values: InstructionValues; files: ProjectFiles };

export type SaveProjectResult = { project_id: string; project: Project };

/** Spec §3 create/update payload as multipart: arrays JSON-encoded, only the selected keywords. */
export function buildProjectFormData(values: InstructionValues, files: ProjectFiles): FormData {
  const body = new FormData();
  body.set('projectName', values.projectName.trim());
  body.set('projectLocation', values.location.text.trim());
  body.set('contextInsights', values.insights.join(','));
  body.set('brandName', values.brandName.trim());
  body.set('website', values.website.trim());
  body.set('keywords', JSON.stringify(selectedKeywords(values.keywords)));
  body.set('prompts', JSON.stringify(values.prompts));
  const { lat, lng, h3 } = values.location;
  if (lat !== null && lng !== null) {
    body.set('locationLat', String(lat));
    body.set('locationLng', String(lng));
  }
  body.set('locationH3', h3 ?? '');
  const { site } = values.location;
  if (site !== undefined) body.set('site', site ? `${site.lat},${site.lng}` : '');
  if (files.logo) body.set('logo', files.logo);
  if (files.brandBook) body.set('brandBook', files.brandBook);
  return body;
}

/** Creates (POST) or updates (PUT) a project. */
export function saveProject({ projectId, values, files }: SaveProjectInput): Promise<SaveProjectResult> {
  const body = buildProjectFormData(values, files);
  if (projectId) {
    return apiFetch<SaveProjectResult>(`/api/projects/${encodeURIComponent(projectId)}/`, { method: 'PUT', body });
  }
  // A new project goes to the workspace chosen in the header (the personal one when none is).
  const workspaceId = readCurrentWorkspace();
  if (workspaceId) body.set('workspace_id', workspaceId);
  return apiFetch<SaveProjectResult>('/api/projects/', { method: 'POST', body });
}

/** Saves the form and refreshes the project list and the project. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.list }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(result.project_id) }),
      ]);
    },
  });
}
