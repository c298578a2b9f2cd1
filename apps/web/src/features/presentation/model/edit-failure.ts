import { userMessage } from '../../../lib/api-client';

const NO_ANSWER = 'The image service did not answer; please try again in a moment.';

/** What a failed image edit tells the user: what happened, why when the server said, and that the old image stays. */
export function editFailureMessage(error: unknown): string {
  return `The image was not changed. ${userMessage(error, NO_ANSWER)} The previous image is kept.`;
}
