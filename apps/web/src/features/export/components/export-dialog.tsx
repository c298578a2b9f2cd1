import type { ExportFormat } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { projectQuery } from '../../../lib/project-queries';
import { canvasPictureQuery } from '../api/canvas-picture';
import { useExportProjectFile } from '../api/export-project';
import { listExportablePages } from '../model/export-pages';
import { saveFile } from '../utils/save-file';
import styles from './export-dialog.module.css';
import { FormatChoice } from './format-choice';
import { type NotesChoice, NotesOptions } from './notes-options';
import { PageChecklist } from './page-checklist';
import checklist from './page-checklist.module.css';
import { ProjectFileSection } from './project-file-section';

type ExportDialogProps = {
  projectId: string;
  onOpenChange: (open: boolean) => void;
  /** Called with the server's file name once the download has started; the dialog then closes. */
  onExported: (filename: string) => void;
};

const FORMAT_NAMES: Record<ExportFormat, string> = { pptx: 'PowerPoint file', pdf: 'PDF' };

/** "Export presentation": format, pages, then a real download of the file the server builds. Mount it to open it. */
export function ExportDialog({ projectId, onOpenChange, onExported }: ExportDialogProps) {
  const project = useQuery(projectQuery(projectId));
  const pages = useMemo(() => listExportablePages(project.data?.data), [project.data]);
  const [format, setFormat] = useState<ExportFormat>('pptx');
  const [notes, setNotes] = useState<NotesChoice>({ includePrompts: false, includeComments: false });
  // Pages the user unticked: everything else is in, including pages that appear while the dialog is open.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(() => new Set());
  const picture = useQuery(canvasPictureQuery(projectId)).data ?? null;
  // The Canvas is in the file when it was added to the deck, unless the designer unticks it.
  const [canvasChoice, setCanvasChoice] = useState<boolean | null>(null);
  const withCanvas = Boolean(picture) && (canvasChoice ?? true);
  const exporting = useExportProjectFile();
  const busy = exporting.isPending;
  const selected = new Set(pages.filter((p) => !excluded.has(p.id)).map((p) => p.id));
  const everyPage = selected.size === pages.length;

  const toggle = (id: string) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setExcluded(everyPage ? new Set(pages.map((p) => p.id)) : new Set());
  const submit = () => {
    // Speaker notes exist in the PowerPoint file only: the PDF is asked for without them.
    const input = {
      projectId,
      format,
      pages: everyPage ? undefined : [...selected],
      ...(format === 'pptx' ? notes : {}),
      ...(withCanvas ? { includeCanvas: true } : {}),
    };
    exporting.mutate(input, {
      onSuccess: (file) => {
        saveFile(file.blob, file.filename);
        onExported(file.filename);
        onOpenChange(false);
      },
    });
  };

  const ready = project.isSuccess && pages.length > 0;
  const footer = (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={submit} disabled={!ready || selected.size === 0} busy={busy} busyText="Exporting...">
        Export
      </Button>
    </>
  );

  return (
    <Dialog open onOpenChange={onOpenChange} title="Export presentation" width={560} dismissible={!busy} footer={footer}>
      {project.isPending ? (
        <p className={styles.note} role="status">
          <Spinner size={16} /> Loading pages...
        </p>
      ) : project.isError ? (
        <FormMessage tone="error">Could not load the project's pages: {project.error.message}</FormMessage>
      ) : pages.length === 0 ? (
        <p className={styles.empty}>Nothing to export yet — generate a board first.</p>
      ) : (
        <div className={styles.body}>
          <FormatChoice value={format} onChange={setFormat} disabled={busy} />
          {format === 'pptx' ? <NotesOptions value={notes} onChange={setNotes} disabled={busy} /> : null}
          <PageChecklist pages={pages} selected={selected} onToggle={toggle} onToggleAll={toggleAll} disabled={busy} />
          {picture ? (
            <fieldset className={checklist.group} disabled={busy}>
              <legend className={checklist.legend}>Canvas</legend>
              <label className={`${checklist.row} ${checklist.pageRow}`}>
                <input type="checkbox" className={checklist.box} checked={withCanvas} onChange={() => setCanvasChoice(!withCanvas)} />
                <span>The working board, after the pages (as added from the Canvas)</span>
              </label>
            </fieldset>
          ) : null}
        </div>
      )}
      {busy ? (
        <div className={styles.building}>
          <div className={styles.track} role="progressbar" aria-label={`Building the ${FORMAT_NAMES[format]}`}>
            <span className={styles.bar} />
          </div>
          <p className={styles.note}>Building the {FORMAT_NAMES[format]} — this can take a moment.</p>
        </div>
      ) : null}
      {exporting.isError ? <FormMessage tone="error">{exporting.error.message}</FormMessage> : null}
      <ProjectFileSection projectId={projectId} disabled={busy} />
    </Dialog>
  );
}
