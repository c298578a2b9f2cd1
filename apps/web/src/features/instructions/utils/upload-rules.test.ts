import { describe, expect, it } from 'vitest';
import { uploadForError, validateUpload } from './upload-rules';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('validateUpload', () => {
  it('accepts PNG, JPEG and WebP logos and refuses SVG', () => {
    expect(validateUpload('logo', file('logo.png', 'image/png'))).toBeNull();
    expect(validateUpload('logo', file('logo.webp', 'image/webp'))).toBeNull();
    expect(validateUpload('logo', file('logo.svg', 'image/svg+xml'))).toMatch(/SVG/);
    expect(validateUpload('logo', file('logo.gif', 'image/gif'))).toMatch(/PNG, JPEG or WebP/);
  });

  it('wants a PDF brand book', () => {
    expect(validateUpload('brandBook', file('book.pdf', 'application/pdf'))).toBeNull();
    expect(validateUpload('brandBook', file('book.docx', 'application/msword'))).toMatch(/PDF/);
  });
});

describe('uploadForError', () => {
  const sent = { sentLogo: true, sentBrandBook: true };
  it('blames the upload the message names', () => {
    expect(uploadForError({ ...sent, status: 415, message: 'The brand book must be a PDF file.' })).toBe('brandBook');
    expect(uploadForError({ ...sent, status: 415, message: 'SVG images are not accepted.' })).toBe('logo');
  });

  it('does not blame uploads for server or auth failures, or files not sent', () => {
    expect(uploadForError({ ...sent, status: 500, message: 'The logo broke' })).toBeNull();
    expect(uploadForError({ ...sent, status: 401, message: 'logo' })).toBeNull();
    expect(uploadForError({ sentLogo: false, sentBrandBook: false, status: 415, message: 'logo' })).toBeNull();
  });
});
