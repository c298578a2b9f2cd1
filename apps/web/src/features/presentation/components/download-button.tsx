import { Download } from 'lucide-react';
import { useState } from 'react';
import { saveImage } from '../api/save-image';
import { downloadFileName } from '../model/download-name';
import styles from './download-button.module.css';

type DownloadButtonProps = { image: string; section: string; label: string; className?: string };

/** Downloads the original image as a real file (fetch → blob → <a download>), not a data URL in a tab. */
export function DownloadButton({ image, section, label, className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await saveImage(image, (mimeType) => downloadFileName({ section, label, mimeType }));
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      onClick={download}
      disabled={busy}
      aria-label={`Download ${label || 'image'}`}
      title="Download"
    >
      <Download size={16} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
