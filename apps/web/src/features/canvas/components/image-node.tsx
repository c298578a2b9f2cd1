import { assetVariantUrl, type CanvasItem } from '@loci/shared';
import { type Node, type NodeProps, NodeResizer } from '@xyflow/react';
import { Trash2 } from 'lucide-react';
import { useBoardEditing } from './board-editing';
import { CommentPin } from './comment-pin';
import styles from './image-node.module.css';
import { LinkHandle } from './own-nodes';

export type ImageNode = Node<{ item: CanvasItem }, 'image'>;

/** Who made a free image, as its caption says it: the credit and licence it was uploaded with. */
export function imageCredit(item: Pick<CanvasItem, 'credit' | 'licence'>): string {
  return [item.credit, item.licence].filter(Boolean).join(' · ');
}

/**
 * A picture the designer put on the board (dropped, pasted or added): the picture, its caption and
 * its credit, marked as their upload (never AI). An editor resizes it (its shape kept), captions and deletes it.
 */
export function ImageNodeCard({ data, selected }: NodeProps<ImageNode>) {
  const { item } = data;
  const { editor, editable } = useBoardEditing();
  const credit = imageCredit(item);
  const tools = editable && editor && selected;
  return (
    <figure className={styles.image} aria-label={`Image: ${item.text || credit || 'on the board'}`}>
      {editor ? (
        <NodeResizer
          isVisible={selected}
          keepAspectRatio
          minWidth={120}
          minHeight={80}
          color="#b5532e"
          onResizeEnd={(_, box) => editor.edit(item.id, { ...item, x: box.x, y: box.y, width: box.width, height: box.height })}
        />
      ) : null}
      {item.image ? (
        <img
          className={styles.picture}
          src={assetVariantUrl(item.image, 768)}
          alt={item.text || `Photo: ${credit}`}
          draggable={false}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <figcaption className={styles.caption}>
        {tools ? (
          <input
            key={`${item.id}-${item.version}`}
            className={`${styles.captionInput} nodrag`}
            aria-label="Image caption"
            placeholder="Caption"
            defaultValue={item.text}
            maxLength={200}
            onBlur={(e) => {
              if (e.target.value.trim() !== item.text) editor.edit(item.id, { ...item, text: e.target.value.trim() });
            }}
          />
        ) : item.text ? (
          <span className={styles.text}>{item.text}</span>
        ) : null}
        <span className={styles.credit}>
          <span className={styles.mark}>Your upload</span> {credit}
        </span>
      </figcaption>
      <CommentPin itemId={item.id} name="this image" />
      {tools ? (
        <button
          type="button"
          className={`${styles.delete} nodrag`}
          data-export="hide"
          aria-label="Delete image"
          onClick={() => editor.edit(item.id, null)}
        >
          <Trash2 size={16} strokeWidth={1.5} aria-hidden />
        </button>
      ) : null}
      <LinkHandle />
    </figure>
  );
}
