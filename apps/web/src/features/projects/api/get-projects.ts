import type { Project } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** Fetches the signed-in user's projects, newest first (each carries up to 6 thumbnail URLs). */
export async function getProjects(): Promise<Project[]> {
  const body = await apiFetch<{ projects: Project[] }>('/api/projects/');
  return body.projects;
}

/** The project list for the Projects page, cached under ['projects']. */
export function useProjects() {
  return useQuery({ queryKey: projectKeys.list, queryFn: getProjects });
}
