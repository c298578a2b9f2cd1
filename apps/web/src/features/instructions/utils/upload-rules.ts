export type UploadKind = 'logo' | 'brandBook';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const BRAND_BOOK_ACCEPT = '.pdf,application/pdf';

const hasExtension = (file: File, extensions: string[]) => extensions.some((ext) => file.name.toLowerCase().endsWith(ext));

/** Client-side checks before upload (the server checks the bytes again); null when acceptable. */
export function validateUpload(kind: UploadKind, file: File): string | null {
  if (kind === 'logo') {
    if (file.type === 'image/svg+xml' || hasExtension(file, ['.svg'])) {
      return 'SVG logos are not accepted. Please upload a PNG, JPEG or WebP image.';
    }
    const known = (LOGO_TYPES as readonly string[]).includes(file.type) || hasExtension(file, ['.png', '.jpg', '.jpeg', '.webp']);
    return known ? null : 'The logo must be a PNG, JPEG or WebP image.';
  }
  const isPdf = file.type === 'application/pdf' || hasExtension(file, ['.pdf']);
  return isPdf ? null : 'The brand book must be a PDF file.';
}

/** Which upload a failed save's message is about, if any (the server names the file in its message). */
export function uploadForError(options: { status: number; message: string; sentLogo: boolean; sentBrandBook: boolean }): UploadKind | null {
  const { status, message, sentLogo, sentBrandBook } = options;
  if (status < 400 || status >= 500 || status === 401 || status === 403 || status === 404) return null;
  if (sentBrandBook && /brand ?book|pdf/i.test(message)) return 'brandBook';
  if (sentLogo && /logo|image|svg|png|jpe?g|webp/i.test(message)) return 'logo';
  if (sentLogo && (status === 413 || status === 415)) return 'logo';
  if (sentBrandBook && (status === 413 || status === 415)) return 'brandBook';
  return null;
}
