const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const BARE = /filename\s*=\s*([^;\s]+)/i;
const EXTENDED = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i;

function decodeExtended(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Keeps a name safe to hand to `a[download]`: no folders, no control characters. */
function sanitise(name: string): string {
  return name
    .replace(/[\\/]/g, '-')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

/**
 * The file name in a `content-disposition` header (RFC 6266: `filename*` wins over `filename`),
 * or `fallback` when the header is missing or names nothing usable.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header);
  const quoted = QUOTED.exec(header);
  const bare = BARE.exec(header);
  const raw =
    (extended ? decodeExtended(extended[2]) : undefined) ?? quoted?.[1].replace(/\\(.)/g, '$1') ?? bare?.[1].replace(/^"|"$/g, '');
  const name = raw ? sanitise(raw) : '';
  return name && name !== '.' && name !== '..' ? name : fallback;
}
