const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** The file extension of an image's real MIME type (parameters ignored); "png" only for PNGs or unknowns. */
export function extensionForMime(mimeType: string | undefined): string {
  const type = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  return EXTENSIONS[type] ?? 'png';
}

/** A safe file name for a downloaded image: "{section}-{label}.{ext}", the extension from its MIME type. */
export function downloadFileName(options: { section: string; label: string; mimeType?: string }): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  const base = [slug(options.section), slug(options.label)].filter(Boolean).join('-') || 'image';
  return `${base}.${extensionForMime(options.mimeType)}`;
}

/** The spec's render file name ("rendered_image.png"), with the extension of the render's real format. */
export function renderFileName(mimeType: string | undefined): string {
  return `rendered_image.${extensionForMime(mimeType)}`;
}
