import type { CommentThread, CommentThreadCreate } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { commentKeys } from '../../../lib/comments';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/comments`;
const send = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

/** Every comment write refreshes the project's one comments query (the panel, the counts on images and Canvas). */
function useCommentWrite<V, R>(projectId: string, write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.project(projectId) }),
  });
}

type Write = { body: string; mentions: string[] };

/** `POST …/comments`: a new thread on a page or one image of it. */
export function useStartThread(projectId: string) {
  return useCommentWrite(projectId, (input: Partial<CommentThreadCreate> & Write) =>
    apiFetch<CommentThread>(base(projectId), send('POST', input)),
  );
}

/** `POST …/comments/threads/:threadId/replies`. */
export function useReply(projectId: string) {
  return useCommentWrite(projectId, ({ threadId, ...input }: Write & { threadId: string }) =>
    apiFetch<CommentThread>(`${base(projectId)}/threads/${encodeURIComponent(threadId)}/replies`, send('POST', input)),
  );
}

/** `PATCH …/comments/threads/:threadId`: resolve or reopen. */
export function useResolveThread(projectId: string) {
  return useCommentWrite(projectId, ({ threadId, resolved }: { threadId: string; resolved: boolean }) =>
    apiFetch<CommentThread>(`${base(projectId)}/threads/${encodeURIComponent(threadId)}`, send('PATCH', { resolved })),
  );
}

/** `PATCH …/comments/:commentId`: its author changes the text. */
export function useEditComment(projectId: string) {
  return useCommentWrite(projectId, ({ commentId, ...input }: Write & { commentId: string }) =>
    apiFetch<CommentThread>(`${base(projectId)}/${encodeURIComponent(commentId)}`, send('PATCH', input)),
  );
}

/** `DELETE …/comments/:commentId`: its author deletes it. */
export function useDeleteComment(projectId: string) {
  return useCommentWrite(projectId, (commentId: string) =>
    apiFetch<{ deleted: true; thread_deleted: boolean }>(`${base(projectId)}/${encodeURIComponent(commentId)}`, send('DELETE')),
  );
}
