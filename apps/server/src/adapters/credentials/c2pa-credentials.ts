import { openAsset } from './c2pa-asset.js';
import { readCredentials } from './c2pa-read.js';
import { createSigning, signImage } from './c2pa-sign.js';
import type { ContentCredentials } from './credentials.port.js';
import type { SigningIdentity } from './signing-identity.js';

export interface C2paCredentialsOptions {
  identity: SigningIdentity;
  /** "Loci" and the app version: the claim generator. */
  generator: { name: string; version: string };
  /** RFC 3161 timestamp authority; none by default. */
  tsaUrl?: string;
}

/** Content Credentials with @trustnxt/c2pa-ts (pure TypeScript): JPEG and PNG, c2pa.hash.data binding. */
export function createC2paCredentials(opts: C2paCredentialsOptions): ContentCredentials {
  const signing = createSigning(opts);
  return {
    selfSigned: opts.identity.selfSigned,
    sign: (req) => signImage(signing, req),
    read: readCredentials,
    hasManifest: (bytes) => Boolean(openAsset(bytes)?.getManifestJUMBF()),
  };
}
