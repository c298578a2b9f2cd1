import type { CredentialCheck, ReviewFeedback, ReviewFeedbackInput, ReviewView } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';

/** A refused review request: 401 passcode needed, 403 wrong passcode, 404 link not valid, 429 too many tries. */
export class ReviewRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewRequestError';
  }
}

/**
 * Calls the review API for a client. Never sends cookies (`credentials: 'omit'`): a designer
 * signed in on the same browser must not lend their session to the review view. The passcode key,
 * if any, goes in a header.
 */
async function reviewFetch<T>(path: string, key: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (key) headers['x-review-key'] = key;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'omit',
    cache: 'no-store',
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const message =
      typeof body === 'object' && body && 'error' in body ? String((body as { error: unknown }).error) : `HTTP ${response.status}`;
    throw new ReviewRequestError(response.status, message);
  }
  return body as T;
}

const base = (token: string) => `/api/review/${encodeURIComponent(token)}`;

/** What the link opens: the project's pages (images through the link) and this link's feedback. */
export function reviewQuery(token: string, key: string) {
  return queryOptions({
    queryKey: ['review', token, key] as const,
    queryFn: () => reviewFetch<ReviewView>(base(token), key),
    retry: false,
  });
}

export const unlockReview = (token: string, passcode: string) =>
  reviewFetch<{ key: string }>(`${base(token)}/unlock`, '', { method: 'POST', body: { passcode } });

export const sendReviewFeedback = (token: string, key: string, input: ReviewFeedbackInput) =>
  reviewFetch<ReviewFeedback>(`${base(token)}/feedback`, key, { method: 'POST', body: input });

export const submitReview = (token: string, key: string) =>
  reviewFetch<{ sent: number; pending: number }>(`${base(token)}/submit`, key, { method: 'POST', body: {} });

/** The Content Credentials of an image of the link, as the link serves it (read and validated by the server). */
export const reviewCredentials = (token: string, key: string, sha: string) =>
  reviewFetch<CredentialCheck>(`${base(token)}/credentials/${encodeURIComponent(sha)}`, key);
