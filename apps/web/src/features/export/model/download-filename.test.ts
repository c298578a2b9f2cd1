import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download-filename';

describe('filenameFromDisposition', () => {
  it('reads the quoted file name the server sends', () => {
    expect(filenameFromDisposition('attachment; filename="alfama-hotel.pptx"', 'presentation.pptx')).toBe('alfama-hotel.pptx');
  });

  it('reads a bare file name and unescapes quoted pairs', () => {
    expect(filenameFromDisposition('attachment; filename=board.pdf', 'x.pdf')).toBe('board.pdf');
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".pdf"', 'x.pdf')).toBe('say "hi".pdf');
  });

  it('prefers the RFC 5987 filename* over filename', () => {
    const header = `attachment; filename="hotel.pdf"; filename*=UTF-8''h%C3%B4tel%20sol.pdf`;
    expect(filenameFromDisposition(header, 'x.pdf')).toBe('hôtel sol.pdf');
  });

  it('falls back to filename when filename* does not decode', () => {
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'x.pdf')).toBe('a.pdf');
  });

  it('strips folders so the name cannot leave the downloads folder', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd.pdf"', 'x.pdf')).toBe('..-..-etc-passwd.pdf');
  });

  it('uses the fallback without a header or a usable name', () => {
    expect(filenameFromDisposition(null, 'presentation.pdf')).toBe('presentation.pdf');
    expect(filenameFromDisposition('attachment', 'presentation.pdf')).toBe('presentation.pdf');
    expect(filenameFromDisposition('attachment; filename=""', 'presentation.pdf')).toBe('presentation.pdf');
    expect(filenameFromDisposition('attachment; filename=".."', 'presentation.pdf')).toBe('presentation.pdf');
  });
});
