import { getNodesBounds, getViewportForBounds, Panel, useReactFlow } from '@xyflow/react';
import { ImageDown } from 'lucide-react';
import { useState } from 'react';
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
 * "Export PNG" (issue #47): the whole board as one picture, every card, note, link and group, on the
 * board's paper, with each image as the board shows it (its mark included). html-to-image draws the
 * board's own DOM, so the picture is what the designer arranged; it loads only when asked for.
 */
export function BoardExport({ projectName }: { projectName: string }) {
  const flow = useReactFlow();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportPng = async () => {
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    const nodes = flow.getNodes();
    if (!viewport || !nodes.length) return;
    setState('busy');
    try {
      const { toPng } = await import('html-to-image');
      const bounds = getNodesBounds(nodes);
      const size = exportSize(bounds);
      const fit = getViewportForBounds(bounds, size.width, size.height, 0.05, 4, 0.04);
      const url = await toPng(viewport, {
        backgroundColor: PAPER,
        filter: shownInExport,
        width: size.width,
        height: size.height,
        style: { width: `${size.width}px`, height: `${size.height}px`, transform: `translate(${fit.x}px, ${fit.y}px) scale(${fit.zoom})` },
      });
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(projectName);
      link.click();
      setState('idle');
    } catch (error) {
      console.error('Canvas export failed', error);
      setState('failed');
    }
  };
  return (
    <Panel position="top-right" className={styles.toolbar} aria-label="Export">
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={() => void exportPng()} disabled={state === 'busy'}>
          <ImageDown size={16} strokeWidth={1.5} aria-hidden /> {state === 'busy' ? 'Exporting…' : 'Export PNG'}
        </button>
      </div>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          The board could not be exported. Please try again.
        </p>
      ) : null}
    </Panel>
  );
}
