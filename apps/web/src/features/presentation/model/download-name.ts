/** A safe file name for a downloaded image: "{section}-{label}.{ext}". */
export function downloadFileName(options: { section: string; label: string; mimeType?: string }): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  const ext = options.mimeType?.includes('jpeg') ? 'jpg' : 'png';
  const base = [slug(options.section), slug(options.label)].filter(Boolean).join('-') || 'image';
  return `${base}.${ext}`;
}
