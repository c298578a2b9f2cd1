import { useCallback } from 'react';
import { useToast } from '../components/ui/toast';
import { userMessage } from './api-client';

/** Said when a request got no explained answer (no connection, a server fault). */
export const NO_ANSWER = 'Please check your connection and try again.';

/**
 * Reports a failed mutation in the toast: what did not happen (`title`) and why — the server's own
 * words for a refusal it explained, else `fallback`. Pass it as a mutation's `onError`.
 */
export function useFailureToast(): (title: string, error: unknown, fallback?: string) => void {
  const show = useToast();
  return useCallback(
    (title: string, error: unknown, fallback = NO_ANSWER) => show({ tone: 'error', title, description: userMessage(error, fallback) }),
    [show],
  );
}
