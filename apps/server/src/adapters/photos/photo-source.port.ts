/** A real photograph offered for a sourced image slot. */
export interface PhotoCandidate {
  /** Present when the source holds the bytes (the user's library). */
  bytes?: Buffer;
  /** Present when the bytes must be fetched. */
  url?: string;
  credit: string;
  licence: string;
  sourceUrl: string;
  title?: string;
}

export interface PhotoSearchOptions {
  limit: number;
  /** Whose search this is: the user's own library is searched for them alone. */
  userId: string;
  signal?: AbortSignal;
}

/** Finds real photos for a label or prompt. */
export interface PhotoSource {
  readonly provider: string;
  readonly offline: boolean;
  /** Best matches first; `[]` when nothing fits. */
  search(query: string, opts: PhotoSearchOptions): Promise<PhotoCandidate[]>;
}
