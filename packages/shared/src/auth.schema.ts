import { z } from 'zod';
import { LOCALES } from './locales.js';

/** How people sign in to this Loci, as the web app needs it before sign-in (part of `GET /api/config`). */
export const authConfigSchema = z.object({
  /** False when PASSWORD_SIGN_IN=off: only the identity provider's button is shown. */
  passwordSignIn: z.boolean(),
  /** The studio's OpenID provider, when one is configured. */
  identityProvider: z
    .object({
      /** better-auth's provider id (`oidc`). */
      id: z.string(),
      /** Shown as "Continue with {name}". */
      name: z.string(),
    })
    .nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The provider id of an account made with email and password (better-auth's `credential`). */
export const PASSWORD_ACCOUNT_PROVIDER = 'credential';

/** GET /api/me: the signed-in user. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  email_verified: z.boolean(),
  /** The language the person chose on Profile; null: their studio's default, else their browser's. */
  locale: z.enum(LOCALES).nullable(),
});

/** PUT /api/me/locale: the person's language, or null to follow their studio and browser again. */
export const meLocaleSchema = z.object({ locale: z.enum(LOCALES, 'Please choose one of the languages offered.').nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;
