import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import bar from '../../../components/ui/bar-button.module.css';
import { Button } from '../../../components/ui/button';

const HistoryDialog = lazy(() => import('./history-dialog').then((m) => ({ default: m.HistoryDialog })));

/** "History" in a project's top bar: the review rounds and saved snapshots, compared and restored. */
export function HistoryAction() {
  const { projectId } = useParams();
  const [open, setOpen] = useState(false);
  if (!projectId) return null;
  return (
    <>
      <Button variant="secondary" className={bar.barButton} title="History" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <History size={16} strokeWidth={1.5} aria-hidden />
        <span className={bar.barLabel}>History</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <HistoryDialog projectId={projectId} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
