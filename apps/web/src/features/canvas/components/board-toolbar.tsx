import type { CanvasItem } from '@loci/shared';
import { Panel, useOnSelectionChange, useReactFlow } from '@xyflow/react';
import { Frame, LayoutGrid, Redo2, StickyNote, Trash2, Undo2 } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { BoardEditor } from '../hooks/use-board-editor';
import { freeSpot } from '../model/board-placement';
import { BoardImages } from './board-images';
import styles from './board-toolbar.module.css';

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes — except while typing in a field. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'y') return 'redo';
  if (key !== 'z') return null;
  return event.shiftKey ? 'redo' : 'undo';
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function stamp(): Pick<CanvasItem, 'version' | 'updated_at' | 'source' | 'target' | 'color'> {
  return { version: 0, updated_at: new Date().toISOString(), source: null, target: null, color: null };
}

/** A selected link: its label, and a way to delete it. */
function LinkTools({ editor, link }: { editor: BoardEditor; link: CanvasItem }) {
  return (
    <div className={styles.group}>
      <input
        key={`${link.id}-${link.version}`}
        className={styles.field}
        aria-label="Link label"
        placeholder="Label"
        defaultValue={link.text}
        maxLength={200}
        onBlur={(e) => {
          if (e.target.value.trim() !== link.text) editor.edit(link.id, { ...link, text: e.target.value.trim() });
        }}
      />
      <button type="button" className={styles.button} aria-label="Delete link" onClick={() => editor.edit(link.id, null)}>
        <Trash2 size={16} strokeWidth={1.5} aria-hidden />
      </button>
    </div>
  );
}

/** The editor's tools over the board: add a note, a group or an image, undo, redo, tidy up; a selected link's label. */
export function BoardToolbar({
  projectId,
  editor,
  items,
  board,
}: {
  projectId: string;
  editor: BoardEditor;
  items: CanvasItem[];
  board: RefObject<HTMLElement | null>;
}) {
  const flow = useReactFlow();
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  useOnSelectionChange({ onChange: useCallback(({ edges }) => setSelectedEdge(edges[0]?.id ?? null), []) });
  const link = items.find((i) => i.id === selectedEdge && i.kind === 'link');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || typing(event.target)) return;
      event.preventDefault();
      editor[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  /** Where a new item lands: the middle of what the board shows (in board coordinates), or the nearest free place from there. */
  const middle = (width: number, height: number) => {
    const rect = document.querySelector('.react-flow')?.getBoundingClientRect();
    const centre = flow.screenToFlowPosition({
      x: (rect?.left ?? 0) + (rect?.width ?? 0) / 2,
      y: (rect?.top ?? 0) + (rect?.height ?? 0) / 2,
    });
    const taken = flow
      .getNodes()
      .filter((n) => n.type !== 'group')
      .map((n) => ({
        id: n.id,
        x: n.position.x,
        y: n.position.y,
        width: n.measured?.width ?? n.width ?? 240,
        height: n.measured?.height ?? n.height ?? 160,
      }));
    return freeSpot({ id: 'new', x: centre.x - width / 2, y: centre.y - height / 2, width, height }, taken);
  };
  const addNote = () => {
    const id = `note-${crypto.randomUUID()}`;
    editor.edit(id, { ...stamp(), id, kind: 'note', ...middle(240, 160), width: 240, height: 160, text: '', color: 'paper' });
  };
  const addGroup = () => {
    const id = `group-${crypto.randomUUID()}`;
    editor.edit(id, { ...stamp(), id, kind: 'group', ...middle(480, 320), width: 480, height: 320, text: 'Group' });
  };

  return (
    <Panel position="top-left" className={styles.toolbar} role="toolbar" aria-label="Board tools">
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={addNote}>
          <StickyNote size={16} strokeWidth={1.5} aria-hidden /> Add note
        </button>
        <button type="button" className={styles.button} onClick={addGroup}>
          <Frame size={16} strokeWidth={1.5} aria-hidden /> Add group
        </button>
        <BoardImages projectId={projectId} editor={editor} board={board} middle={middle} />
      </div>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.button}
          onClick={editor.undo}
          disabled={!editor.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Undo2 size={16} strokeWidth={1.5} aria-hidden /> Undo
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={editor.redo}
          disabled={!editor.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Redo2 size={16} strokeWidth={1.5} aria-hidden /> Redo
        </button>
        <button type="button" className={styles.button} onClick={() => void editor.tidy()}>
          <LayoutGrid size={16} strokeWidth={1.5} aria-hidden /> Tidy up
        </button>
      </div>
      {link ? <LinkTools editor={editor} link={link} /> : null}
    </Panel>
  );
}
