import type { CanvasBoard, CanvasPicture } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getNodesBounds, getViewportForBounds, Panel, useReactFlow } from '@xyflow/react';
import { FileDown, ImageDown, Presentation } from 'lucide-react';
import { useState } from 'react';
import { canvasKey, exportCanvasPdf, saveCanvasPicture } from '../api/canvas-board';
import styles from './board-toolbar.module.css';

/** The exported picture's long side, in pixels: enough for a slide or an A3 print at 150 dpi. */
const LONG_SIDE = 2400;
const PAPER = '#f7f6f2';

/** What the picture leaves out: the connection handles and the editing buttons (`data-export="hide"`). */
export function shownInExport(node: Node): boolean {
  if (!(node instanceof HTMLElement || node instanceof SVGElement)) return true;
  return !node.classList.contains('react-flow__handle') && node.dataset.export !== 'hide';
}

/** The PNG's size for a board of this shape: LONG_SIDE on its longer side, at least a third of it on the other. */
export function exportSize(bounds: { width: number; height: number }): { width: number; height: number } {
  const ratio = bounds.width > 0 && bounds.height > 0 ? bounds.width / bounds.height : 1.5;
  if (ratio >= 1) return { width: LONG_SIDE, height: Math.round(Math.max(LONG_SIDE / 3, LONG_SIDE / ratio)) };
  return { width: Math.round(Math.max(LONG_SIDE / 3, LONG_SIDE * ratio)), height: LONG_SIDE };
}

/** A file name from the project's name: "harbour-hotel-canvas.png". */
export function exportFileName(projectName: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'project'}-canvas.png`;
}

/**
 * The whole board drawn as a PNG (html-to-image, loaded on demand); null when there is nothing to draw.
 * A Blob, not a data URL: the page's content policy lets it fetch only its own origin.
 */
async function drawBoard(nodes: ReturnType<ReturnType<typeof useReactFlow>['getNodes']>): Promise<Blob | null> {
  const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewport || !nodes.length) return null;
  const { toBlob } = await import('html-to-image');
  const bounds = getNodesBounds(nodes);
  const size = exportSize(bounds);
  const fit = getViewportForBounds(bounds, size.width, size.height, 0.05, 4, 0.04);
  return toBlob(viewport, {
    backgroundColor: PAPER,
    filter: shownInExport,
    width: size.width,
    height: size.height,
    style: { width: `${size.width}px`, height: `${size.height}px`, transform: `translate(${fit.x}px, ${fit.y}px) scale(${fit.zoom})` },
  });
}

/** When the board was last added to the deck, in words ("Added to the deck at 14:05"). */
export function addedAt(savedAt: string, now = new Date()): string {
  const when = new Date(savedAt);
  const sameDay = when.toDateString() === now.toDateString();
  const time = when.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return sameDay
    ? `In the deck since ${time}`
    : `In the deck since ${when.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${time}`;
}

/**
 * "Export PNG" (issue #47): the whole board as one picture, every card, note, link and group, on the
 * board's paper, with each image as the board shows it (its mark included). html-to-image draws the
 * board's own DOM, so the picture is what the designer arranged; it loads only when asked for.
 * "Add to deck" (editors) keeps the same picture on the server for the deck's and Present's Canvas page.
 */
export function BoardExport({
  projectName,
  projectId,
  editable,
  picture,
}: {
  projectName: string;
  projectId: string;
  editable: boolean;
  picture: CanvasPicture | null;
}) {
  const flow = useReactFlow();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'pdf' | 'adding' | 'failed'>('idle');
  const download = (blob: Blob, name: string) => {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  /** Draws the board, then does one thing with the picture; a failure says so under the buttons. */
  const withBoard = (busyState: 'busy' | 'pdf' | 'adding', use: (png: Blob) => Promise<void>) => async () => {
    setState(busyState);
    try {
      const png = await drawBoard(flow.getNodes());
      if (png) await use(png);
      setState('idle');
    } catch (error) {
      console.error('The Canvas could not be drawn or sent', error);
      setState('failed');
    }
  };
  const exportPng = withBoard('busy', async (png) => download(png, exportFileName(projectName)));
  const exportPdf = withBoard('pdf', async (png) =>
    download(await exportCanvasPdf(projectId, png), exportFileName(projectName).replace(/\.png$/, '.pdf')),
  );
  const addToDeck = withBoard('adding', async (png) => {
    const saved = await saveCanvasPicture(projectId, png);
    queryClient.setQueryData<CanvasBoard>(canvasKey(projectId), (board) => (board ? { ...board, picture: saved } : board));
  });
  const busy = state === 'busy' || state === 'pdf' || state === 'adding';
  return (
    <Panel position="top-right" className={`${styles.toolbar} ${styles.exportBar}`} aria-label="Export">
      <div className={styles.group}>
        {editable ? (
          <button type="button" className={styles.button} onClick={() => void addToDeck()} disabled={busy}>
            <Presentation size={16} strokeWidth={1.5} aria-hidden />{' '}
            <span className={styles.label}>{state === 'adding' ? 'Adding…' : picture ? 'Update in deck' : 'Add to deck'}</span>
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={() => void exportPng()} disabled={busy}>
          <ImageDown size={16} strokeWidth={1.5} aria-hidden />{' '}
          <span className={styles.label}>{state === 'busy' ? 'Exporting…' : 'Export PNG'}</span>
        </button>
        <button type="button" className={styles.button} onClick={() => void exportPdf()} disabled={busy}>
          <FileDown size={16} strokeWidth={1.5} aria-hidden />{' '}
          <span className={styles.label}>{state === 'pdf' ? 'Exporting…' : 'Export PDF'}</span>
        </button>
      </div>
      <p role="status" className={styles.status}>
        {picture && state !== 'failed' ? addedAt(picture.saved_at) : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          The board could not be drawn. Please try again.
        </p>
      ) : null}
    </Panel>
  );
}
