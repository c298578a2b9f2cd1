import { z } from 'zod';
import { formInput, formRequiredFile } from './form-input.js';

/**
 * What Loci says about an image's Content Credentials (C2PA): whether it has a manifest and, if
 * so, its summary — who made it and with what, from which images, who signed it, whether the
 * signature and the binding to the pixels hold. The designer's image popup and a review link's
 * lightbox show it.
 */
export const credentialSummarySchema = z.object({
  claimGenerator: z.string(),
  title: z.string().optional(),
  format: z.string().optional(),
  actions: z.array(
    z.object({
      action: z.string(),
      digitalSourceType: z.string().optional(),
      softwareAgent: z.string().optional(),
      description: z.string().optional(),
    }),
  ),
  digitalSourceType: z.string().optional(),
  ingredients: z.array(
    z.object({
      title: z.string().optional(),
      format: z.string().optional(),
      relationship: z.string().optional(),
      claimGenerator: z.string().optional(),
      instanceId: z.string().optional(),
    }),
  ),
  signer: z.object({
    commonName: z.string().optional(),
    organization: z.string().optional(),
    issuer: z.string().optional(),
    selfSigned: z.boolean(),
  }),
  valid: z.boolean(),
  errors: z.array(z.object({ code: z.string(), url: z.string().optional(), explanation: z.string().optional() })),
  manifests: z.number().int(),
});

export const credentialCheckSchema = z.object({ present: z.boolean(), summary: credentialSummarySchema.nullable() });
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

/** POST /api/credentials/verify: the image to check, as the multipart field `image`. */
export const credentialsVerifyInputSchema = formInput({
  image: formRequiredFile('Send the image to check as the "image" field.'),
});
export type CredentialsVerifyInput = z.output<typeof credentialsVerifyInputSchema>;
