import { CANVAS_NOTE_COLORS, type CanvasItem, type CanvasNoteColor } from '@loci/shared';
import { Handle, type Node, type NodeProps, NodeResizer, Position } from '@xyflow/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useBoardEditing } from './board-editing';
import { CommentPin } from './comment-pin';
import { NoteText } from './note-text';
import styles from './own-nodes.module.css';

export type NoteNode = Node<{ item: CanvasItem }, 'note'>;
export type GroupNode = Node<{ item: CanvasItem }, 'group'>;

/** The note colours' names, as the colour buttons say them. */
export const NOTE_COLOR_NAMES: Record<CanvasNoteColor, string> = {
  paper: 'Paper',
  sand: 'Sand',
  terracotta: 'Terracotta',
  sage: 'Sage',
  sky: 'Sky',
};

/** A link's end on any node: drag from it to another node's to draw a link (the board connects loosely). */
export function LinkHandle() {
  // Pointer only: the keyboard way to link is the note's "Link this note to" list.
  return <Handle type="source" id="link" position={Position.Right} className={styles.linkHandle} />;
}

function NoteTools({ item }: { item: CanvasItem }) {
  const { editor, targets } = useBoardEditing();
  if (!editor) return null;
  return (
    <div className={`${styles.tools} nodrag`}>
      {CANVAS_NOTE_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          className={`${styles.swatch} ${styles[color]}`}
          aria-label={`Colour: ${NOTE_COLOR_NAMES[color]}`}
          aria-pressed={item.color === color}
          onClick={() => editor.edit(item.id, { ...item, color })}
        />
      ))}
      <select
        className={styles.linkTo}
        aria-label="Link this note to"
        value=""
        onChange={(e) => {
          const target = e.target.value;
          if (!target) return;
          const id = `link-${crypto.randomUUID()}`;
          const now = new Date().toISOString();
          editor.edit(id, {
            ...item,
            id,
            kind: 'link',
            x: null,
            y: null,
            width: null,
            height: null,
            color: null,
            source: item.id,
            target,
            text: '',
            version: 0,
            updated_at: now,
          });
        }}
      >
        <option value="">Link to…</option>
        {targets
          .filter((t) => t.id !== item.id)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
      </select>
      <button type="button" className={styles.iconButton} aria-label="Delete note" onClick={() => editor.edit(item.id, null)}>
        <Trash2 size={16} strokeWidth={1.5} aria-hidden />
      </button>
    </div>
  );
}

/** A note on the board: its text with small formatting, a colour; an editor edits it in place. */
export function NoteNodeCard({ data, selected }: NodeProps<NoteNode>) {
  const { item } = data;
  const { editor, editable } = useBoardEditing();
  const [editing, setEditing] = useState(false);
  const color = (item.color ?? 'paper') as CanvasNoteColor;
  return (
    <section className={`${styles.note} ${styles[color]}`} aria-label="Note">
      {editing && editor ? (
        <textarea
          className={`${styles.noteInput} nodrag nowheel`}
          aria-label="Note text"
          defaultValue={item.text}
          // biome-ignore lint/a11y/noAutofocus: the note was just opened for editing by its own button
          autoFocus
          onBlur={(e) => {
            setEditing(false);
            if (e.target.value !== item.text) editor.edit(item.id, { ...item, text: e.target.value });
          }}
        />
      ) : (
        <>
          {item.text ? <NoteText text={item.text} className={styles.noteText} /> : <p className={styles.placeholder}>Empty note</p>}
          {editable ? (
            <button type="button" className={`${styles.editButton} nodrag`} data-export="hide" onClick={() => setEditing(true)}>
              Edit note
            </button>
          ) : null}
        </>
      )}
      {editable && selected && !editing ? <NoteTools item={item} /> : null}
      {editing ? null : <CommentPin itemId={item.id} name="this note" />}
      <LinkHandle />
    </section>
  );
}

/** A frame with a title around nodes; an editor renames and resizes it. */
export function GroupNodeCard({ data, selected }: NodeProps<GroupNode>) {
  const { item } = data;
  const { editor, editable } = useBoardEditing();
  return (
    <section className={styles.group} aria-label={`Group ${item.text}`}>
      {editor ? (
        <NodeResizer
          isVisible={selected}
          minWidth={120}
          minHeight={80}
          color="#b5532e"
          onResizeEnd={(_, box) => editor.edit(item.id, { ...item, x: box.x, y: box.y, width: box.width, height: box.height })}
        />
      ) : null}
      <div className={styles.groupHead}>
        {editable && editor ? (
          <input
            className={`${styles.groupTitle} nodrag`}
            aria-label="Group title"
            defaultValue={item.text}
            key={`${item.id}-${item.version}`}
            maxLength={200}
            onBlur={(e) => {
              if (e.target.value.trim() !== item.text) editor.edit(item.id, { ...item, text: e.target.value.trim() });
            }}
          />
        ) : (
          <h3 className={styles.groupTitle}>{item.text}</h3>
        )}
        <CommentPin itemId={item.id} name="this group" inline />
        {editable && editor && selected ? (
          <button
            type="button"
            className={`${styles.iconButton} nodrag`}
            aria-label="Delete group"
            onClick={() => editor.edit(item.id, null)}
          >
            <Trash2 size={16} strokeWidth={1.5} aria-hidden />
          </button>
        ) : null}
      </div>
      <LinkHandle />
    </section>
  );
}
