import { useMutation } from '@tanstack/react-query';
import { useFailureToast } from '../../../lib/use-failure-toast';

/** Saves an image as a real file (fetch → blob → <a download>), named from its real MIME type. */
export async function saveImage(url: string, fileName: (mimeType: string) => string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName(blob.type) });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const DOWNLOAD_FAILED = 'The image could not be downloaded';

/** A download as a mutation: pending while the file is fetched; a failure is said in the toast. */
export function useSaveImage() {
  const reportFailure = useFailureToast();
  return useMutation({
    mutationFn: ({ url, fileName }: { url: string; fileName: (mimeType: string) => string }) => saveImage(url, fileName),
    onError: (error) => reportFailure(DOWNLOAD_FAILED, error),
  });
}
