import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFileName } from '../model/download-name';
import styles from './download-button.module.css';

type DownloadButtonProps = { image: string; section: string; label: string; className?: string };

/** Downloads the original image as a real file (fetch → blob → <a download>), not a data URL in a tab. */
export function DownloadButton({ image, section, label, className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(image, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadFileName({ section, label, mimeType: blob.type });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      console.error('Download failed', error);
    } finally {
      setBusy(false);
    }
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
