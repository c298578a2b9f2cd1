/**
 * Saves an image as a real file (fetch → blob → <a download>), named from its real MIME type;
 * a failure is logged (spec §8) and resolves false.
 */
export async function saveImage(url: string, fileName: (mimeType: string) => string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href, download: fileName(blob.type) });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch (error) {
    console.error('Download failed', error);
    return false;
  }
}
