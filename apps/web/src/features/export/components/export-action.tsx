import { Check, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import styles from './export-action.module.css';
import { ExportDialog } from './export-dialog';

/** How long the "Exported …" line stays in the bar. */
const NOTICE_MS = 8000;

/**
 * The EXPORT action of a project's top bar (Presentation, Canvas): opens the export dialog and,
 * once the download starts, says so in one quiet line. Nothing without a project id.
 */
export function ExportAction() {
  const { projectId } = useParams();
  const [open, setOpen] = useState(false);
  const [exported, setExported] = useState('');
  useEffect(() => {
    if (!exported) return;
    const timer = setTimeout(() => setExported(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [exported]);

  if (!projectId) return null;
  return (
    <div className={styles.action}>
      <p className={styles.notice} role="status">
        {exported ? (
          <>
            <Check size={16} strokeWidth={1.5} aria-hidden="true" />
            Exported {exported}
          </>
        ) : null}
      </p>
      <Button
        variant="secondary"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => {
          setExported('');
          setOpen(true);
        }}
      >
        <Download size={16} strokeWidth={1.5} aria-hidden="true" />
        Export
      </Button>
      {open ? <ExportDialog projectId={projectId} onOpenChange={setOpen} onExported={setExported} /> : null}
    </div>
  );
}
