import type { ExportFormat } from '@loci/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { clearAuthToken, getAuthToken } from '../../../lib/auth-token';
import { filenameFromDisposition } from '../model/download-filename';

/** What to export: the format, unless every page the page ids to include, and what the PPTX notes add. */
export type ExportInput = {
  projectId: string;
  format: ExportFormat;
  pages?: string[];
  includePrompts?: boolean;
  includeComments?: boolean;
  /** The Canvas's picture as a slide after the pages. */
  includeCanvas?: boolean;
};

/** The built file as the server named it. */
export type ExportedFile = { blob: Blob; filename: string };

async function readError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: fall back to the status line
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' && record.error ? record.error : `HTTP ${response.status}`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  return new ApiError({ status: response.status, message, code });
}

/**
 * `POST /api/projects/:id/export`: asks the server to build the PPTX or PDF and returns it as a
 * blob with the server's file name. Sends the bearer token like `apiFetch`; a non-2xx answer
 * throws `ApiError` with the body's `error` (a 401 also forgets the token).
 */
export async function exportProject({
  projectId,
  format,
  pages,
  includePrompts,
  includeComments,
  includeCanvas,
}: ExportInput): Promise<ExportedFile> {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/octet-stream, application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/export`, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    // Only what differs from the defaults is sent (every page; no prompts or comments in the notes).
    body: JSON.stringify({
      format,
      ...(pages ? { pages } : {}),
      ...(includePrompts ? { includePrompts } : {}),
      ...(includeComments ? { includeComments } : {}),
      ...(includeCanvas ? { includeCanvas } : {}),
    }),
  });
  if (!response.ok) {
    if (response.status === 401) clearAuthToken();
    throw await readError(response);
  }
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition'), `presentation.${format}`) };
}

/** The export as a mutation: pending while the server builds the file. */
export function useExportProjectFile() {
  return useMutation({ mutationFn: exportProject });
}

/**
 * `GET /api/projects/:id/file`: the project as one `.loci` file (pages, images, history, moodboards,
 * Canvas; the team's comments when asked), to import into another Loci.
 */
export async function downloadProjectFile({
  projectId,
  includeComments,
}: {
  projectId: string;
  includeComments: boolean;
}): Promise<ExportedFile> {
  const headers = new Headers({ Accept: 'application/octet-stream, application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const query = includeComments ? '?comments=1' : '';
  const response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/file${query}`, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    if (response.status === 401) clearAuthToken();
    throw await readError(response);
  }
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition'), 'project.loci') };
}
