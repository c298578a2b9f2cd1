/** Finds a charset in a Content-Type header or a <meta> tag near the top of the page. */
function findCharset(contentType: string, head: string): string | undefined {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}

/**
 * Decodes an HTML body to text: the declared charset (header, then <meta>), else UTF-8.
 * Unknown labels fall back to UTF-8 rather than failing the read.
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const charset = findCharset(contentType, head) ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** True for text/html and application/xhtml+xml (parameters ignored). */
export function isHtmlContentType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'text/html' || type === 'application/xhtml+xml';
}
