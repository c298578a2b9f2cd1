import { Download } from 'lucide-react';
import { useSaveImage } from '../api/save-image';
import { downloadFileName } from '../model/download-name';
import styles from './download-button.module.css';

type DownloadButtonProps = { image: string; section: string; label: string; className?: string };

/** Downloads the original image as a real file (fetch → blob → <a download>), not a data URL in a tab. */
export function DownloadButton({ image, section, label, className }: DownloadButtonProps) {
  const save = useSaveImage();
  const download = () => save.mutate({ url: image, fileName: (mimeType) => downloadFileName({ section, label, mimeType }) });
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      onClick={download}
      disabled={save.isPending}
      aria-label={`Download ${label || 'image'}`}
      title="Download"
    >
      <Download size={16} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
