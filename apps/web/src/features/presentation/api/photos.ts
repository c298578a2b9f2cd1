import type { LibraryPhoto, LibraryPhotoList } from '@loci/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toFormData } from './form-data';

export const photosKey = queryKeys.photos;

/** `GET /api/projects/:id/photos`: the user's library plus this project's own photos, newest first. */
export function projectPhotosQuery(projectId: string) {
  return queryOptions({
    queryKey: photosKey(projectId),
    queryFn: () => apiFetch<LibraryPhotoList>(`/api/projects/${encodeURIComponent(projectId)}/photos`),
    select: (data) => data.photos,
  });
}

/** The photos to source from; idle without a project or while `enabled` is false. */
export function useProjectPhotos(projectId: string | undefined, enabled: boolean) {
  return useQuery({ ...projectPhotosQuery(projectId ?? ''), enabled: Boolean(projectId) && enabled });
}

export type UploadPhotoInput = {
  projectId: string;
  file: File;
  credit: string;
  licence: string;
  title: string;
  /** Into the user's library (every project) rather than this project only. */
  toLibrary: boolean;
};

/** Uploads one reference photo (`POST /api/photos` or `/api/projects/:id/photos`). */
export function uploadPhoto(input: UploadPhotoInput): Promise<{ photo: LibraryPhoto }> {
  const body = toFormData({ credit: input.credit, licence: input.licence, title: input.title });
  body.append('file', input.file);
  const path = input.toLibrary ? '/api/photos' : `/api/projects/${encodeURIComponent(input.projectId)}/photos`;
  return apiFetch<{ photo: LibraryPhoto }>(path, { method: 'POST', body });
}

/** Uploads a photo and refreshes the project's photo list. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: photosKey(input.projectId) }),
  });
}
