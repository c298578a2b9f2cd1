import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { editFailureMessage } from './edit-failure';

describe('editFailureMessage', () => {
  it("carries the server's reason when it gave one", () => {
    const quota = new ApiError({ status: 429, code: 'QUOTA_EXCEEDED', message: 'You have reached today’s limit of AI images.' });
    expect(editFailureMessage(quota)).toBe(
      'The image was not changed. You have reached today’s limit of AI images. The previous image is kept.',
    );
  });

  it('says the service did not answer otherwise', () => {
    expect(editFailureMessage(new TypeError('Failed to fetch'))).toMatch(/^The image was not changed\. The image service did not answer/);
  });
});
