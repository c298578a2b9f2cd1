import type { CanvasBoard, CanvasItem, CanvasItemCreate, CanvasItemPatch, CanvasPicture, LibraryPhoto } from '@loci/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-token';
import { queryKeys } from '../../../lib/query-keys';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/canvas`;
const send = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

/** The board's cache key: under the project's, so a live "project changed" refetches it too. */
export const canvasKey = queryKeys.canvas;

/** `GET …/canvas`: saved positions, notes, groups, links and images, whether the caller may change them, the deck's picture. */
export { canvasBoardQuery } from '../../../lib/canvas-queries';

/** `POST …/canvas/items`: a note, group or link with the id the screen made for it. */
export function createCanvasItem(projectId: string, item: CanvasItemCreate): Promise<CanvasItem> {
  return apiFetch<CanvasItem>(`${base(projectId)}/items`, send('POST', item));
}

/** `PATCH …/canvas/items/:id` at the version edited (409: someone changed it since). */
export function patchCanvasItem(projectId: string, id: string, patch: CanvasItemPatch): Promise<CanvasItem> {
  return apiFetch<CanvasItem>(`${base(projectId)}/items/${encodeURIComponent(id)}`, send('PATCH', patch));
}

/** `DELETE …/canvas/items/:id`: the item and the links that end on it. */
export function deleteCanvasItem(projectId: string, id: string): Promise<{ deleted: string[] }> {
  return apiFetch<{ deleted: string[] }>(`${base(projectId)}/items/${encodeURIComponent(id)}`, send('DELETE'));
}

/** `POST …/canvas/tidy`: generated nodes back in the automatic layout. */
export function tidyCanvas(projectId: string): Promise<CanvasBoard> {
  return apiFetch<CanvasBoard>(`${base(projectId)}/tidy`, send('POST'));
}

/** What a free image is uploaded with: the file, and who made it. */
export type BoardPhoto = { file: File; credit: string; licence: string };

/**
 * `POST /api/projects/:id/photos`: the picture becomes one of the project's photos (with its credit
 * and licence), which the board then shows as an image item.
 */
export function uploadBoardPhoto(projectId: string, photo: BoardPhoto): Promise<{ photo: LibraryPhoto }> {
  const body = new FormData();
  body.append('credit', photo.credit);
  body.append('licence', photo.licence);
  body.append('file', photo.file);
  return apiFetch<{ photo: LibraryPhoto }>(`/api/projects/${encodeURIComponent(projectId)}/photos`, { method: 'POST', body });
}

/** `PUT …/canvas/picture`: the board drawn as a PNG, kept for the deck's Canvas page ("Add to deck"). */
export function saveCanvasPicture(projectId: string, png: Blob): Promise<CanvasPicture> {
  const body = new FormData();
  body.append('file', png, 'canvas.png');
  return apiFetch<CanvasPicture>(`${base(projectId)}/picture`, { method: 'PUT', body });
}

/** `POST /api/projects/:id/export/canvas`: the Canvas alone as a PDF, from the board the browser drew. */
export async function exportCanvasPdf(projectId: string, png: Blob): Promise<Blob> {
  const body = new FormData();
  body.append('file', png, 'canvas.png');
  const headers = new Headers({ Accept: 'application/pdf, application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/export/canvas`, {
    method: 'POST',
    headers,
    body,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError({ status: response.status, code: error?.code, message: error?.error || `HTTP ${response.status}` });
  }
  return response.blob();
}
