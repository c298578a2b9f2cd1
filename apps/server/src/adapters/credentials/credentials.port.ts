/** Content Credentials (C2PA): signs the lineage of the images Loci stores and reads it back. */

/** IPTC digital source types Loci declares in `c2pa.created` / `c2pa.edited`. */
export type DigitalSourceType = 'trainedAlgorithmicMedia' | 'algorithmicMedia';

export const IPTC_SOURCE_TYPE_PREFIX = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

/** An image this one was made from: `parentOf` (it was opened and changed) or `componentOf` (placed into it). */
export interface CredentialIngredient {
  /**
   * The image itself: its own manifest (a provider's, a camera's) then travels with it. Absent for
   * an ingredient known by its record only (a re-signed copy lists its original's ingredients).
   */
  bytes?: Buffer;
  title: string;
  relationship: 'parentOf' | 'componentOf';
  /** Without `bytes`: its media type and its instance ID as the original manifest recorded them. */
  format?: string;
  instanceId?: string;
}

/** What to sign: the final bytes (PNG or JPEG), what Loci did, and from which images. */
export interface CredentialRequest {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  /** A model or algorithm made the image (c2pa.created, or c2pa.edited when there is a parent). */
  sourceType?: DigitalSourceType;
  /** The software that acted, e.g. "openai gpt-image-1" (softwareAgent of the action). */
  agent?: string;
  /** Human words for the change Loci made (c2pa.edited description). */
  edit?: string;
  ingredients: CredentialIngredient[];
}

export interface CredentialStatus {
  code: string;
  url?: string;
  explanation?: string;
}

/** A readable summary of a manifest store, as the popup and the verify endpoint show it. */
export interface CredentialSummary {
  /** "Loci 0.1.0", a camera's or provider's generator. */
  claimGenerator: string;
  title?: string;
  format?: string;
  actions: { action: string; digitalSourceType?: string; softwareAgent?: string; description?: string }[];
  /** The IPTC digital source type of the creating or editing action, short form (e.g. `trainedAlgorithmicMedia`). */
  digitalSourceType?: string;
  ingredients: { title?: string; format?: string; relationship?: string; claimGenerator?: string; instanceId?: string }[];
  signer: { commonName?: string; organization?: string; issuer?: string; selfSigned: boolean };
  valid: boolean;
  /** Failures only (success codes are left out). */
  errors: CredentialStatus[];
  manifests: number;
}

export interface ContentCredentials {
  /** Whether the signing chain was made by Loci itself (no C2PA_SIGNING_KEY / C2PA_SIGNING_CERT set). */
  readonly selfSigned: boolean;
  /** Returns the bytes with a signed manifest embedded (same format). Deterministic for the same request. */
  sign(req: CredentialRequest): Promise<Buffer>;
  /** Reads and validates an image's manifest store; `null` when it has none. */
  read(bytes: Buffer): Promise<CredentialSummary | null>;
  /** The raw JUMBF manifest store of an image, or `null` (kept when an ingredient carries one). */
  hasManifest(bytes: Buffer): boolean;
}
