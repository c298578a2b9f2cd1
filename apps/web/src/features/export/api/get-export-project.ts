import { type ProjectWithData, requireProjectWithData } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The part of `GET /api/projects/:id/` the export dialog reads (the pages with content). */
export type ExportProjectResponse = ProjectWithData;

/** Fetches one project with its data (the same answer the Presentation and Canvas screens cache). */
export function getExportProject(projectId: string): Promise<ExportProjectResponse> {
  return apiFetch<unknown>(`/api/projects/${encodeURIComponent(projectId)}/`).then(requireProjectWithData);
}

/** The project behind the export dialog, on the screens' cache key `['project', id]`. */
export function useExportProject(projectId: string) {
  return useQuery({ queryKey: ['project', projectId], queryFn: () => getExportProject(projectId) });
}
