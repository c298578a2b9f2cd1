/** A finished export, as the download link serves it. */
export interface RenderedExport {
  bytes: Buffer | Uint8Array;
  contentType: string;
  filename: string;
}

interface Entry {
  file: Promise<RenderedExport>;
  expiresAt: number;
  size: number;
}

/**
 * The renders behind export links, one per link for as long as the link works: the first download
 * renders (concurrent ones wait for that same render), later ones get its bytes. Kept in this process,
 * at most `maxBytes` in all (the oldest links' renders go first); expired links' renders are dropped.
 */
export function createExportRenders(opts: { maxBytes: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const held = () => [...entries.values()].reduce((sum, e) => sum + e.size, 0);
  const prune = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    // Oldest first (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (held() <= opts.maxBytes) break;
      entries.delete(key);
    }
  };
  return {
    /** The link's render: made by `render` the first time, the same bytes until `expiresAt`. */
    async get(key: string, expiresAt: number, render: () => Promise<RenderedExport>): Promise<RenderedExport> {
      prune();
      const known = entries.get(key);
      if (known) return known.file;
      const entry: Entry = { file: render(), expiresAt, size: 0 };
      entries.set(key, entry);
      try {
        const file = await entry.file;
        entry.size = file.bytes.byteLength;
        prune();
        return file;
      } catch (err) {
        // A failed render is not kept: the next download tries again.
        if (entries.get(key) === entry) entries.delete(key);
        throw err;
      }
    },
    /** How many renders are held (tests). */
    size: () => entries.size,
  };
}

export type ExportRenders = ReturnType<typeof createExportRenders>;
