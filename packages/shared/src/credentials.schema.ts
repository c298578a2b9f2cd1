import type { z } from 'zod';
import { formInput, formRequiredFile } from './form-input.js';

/** POST /api/credentials/verify: the image to check, as the multipart field `image`. */
export const credentialsVerifyInputSchema = formInput({
  image: formRequiredFile('Send the image to check as the "image" field.'),
});
export type CredentialsVerifyInput = z.output<typeof credentialsVerifyInputSchema>;
