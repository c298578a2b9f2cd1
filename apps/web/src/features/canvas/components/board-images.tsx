import type { CanvasItem } from '@loci/shared';
import { useReactFlow } from '@xyflow/react';
import { ImagePlus } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { uploadBoardPhoto } from '../api/canvas-board';
import type { BoardEditor } from '../hooks/use-board-editor';
import { BOARD_IMAGE_TYPES, imageBox, isBoardImage } from '../model/image-box';
import styles from './board-images.module.css';
import toolbar from './board-toolbar.module.css';

/** What the board says of a file it cannot take. */
export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can go on the board.';

type Pending = { file: File; at: { x: number; y: number } | null };

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The picture's own size, read in the browser before it is sent. */
async function pictureSize(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/**
 * Free images (issue #47): "Add image" in the tools, a file dropped on the board, or an image
 * pasted (Ctrl/Cmd+V) outside a field. Each asks who made it (its credit, a licence), is stored as
 * one of the project's photos and lands where it was dropped (or in the middle of the view).
 */
export function BoardImages({
  projectId,
  editor,
  board,
  middle,
}: {
  projectId: string;
  editor: BoardEditor;
  board: RefObject<HTMLElement | null>;
  middle: (width: number, height: number) => { x: number; y: number };
}) {
  const flow = useReactFlow();
  const fileId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [credit, setCredit] = useState('');
  const [licence, setLicence] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const offer = useCallback((file: File | undefined, at: Pending['at']) => {
    if (!file) return;
    setError(isBoardImage(file) ? null : NOT_AN_IMAGE);
    setPending({ file, at });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (typing(event.target) || document.querySelector('[role="dialog"]')) return;
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      offer(file, null);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [offer]);

  useEffect(() => {
    const element = board.current;
    if (!element) return;
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      offer(file, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    };
    element.addEventListener('dragover', onDragOver);
    element.addEventListener('drop', onDrop);
    return () => {
      element.removeEventListener('dragover', onDragOver);
      element.removeEventListener('drop', onDrop);
    };
  }, [board, flow, offer]);

  // Each picture is credited on its own: nothing carries over to the next one.
  const reset = () => {
    setOpen(false);
    setPending(null);
    setError(null);
    setCredit('');
    setLicence('');
  };
  const close = () => {
    if (!busy) reset();
  };

  const add = async () => {
    if (!pending || !isBoardImage(pending.file)) return setError(NOT_AN_IMAGE);
    if (!credit.trim()) return setError('Please enter a credit for this photo.');
    setBusy(true);
    setError(null);
    try {
      const box = imageBox(await pictureSize(pending.file));
      const { photo } = await uploadBoardPhoto(projectId, { file: pending.file, credit: credit.trim(), licence: licence.trim() });
      const at = pending.at ? { x: Math.round(pending.at.x), y: Math.round(pending.at.y) } : middle(box.width, box.height);
      const id = `image-${crypto.randomUUID()}`;
      const item: CanvasItem = {
        id,
        kind: 'image',
        ...at,
        ...box,
        text: '',
        color: null,
        source: null,
        target: null,
        image: photo.image,
        credit: photo.credit,
        licence: photo.licence,
        version: 0,
        updated_at: new Date().toISOString(),
      };
      editor.edit(id, item);
      reset();
    } catch (err) {
      setError(userMessage(err, 'The image could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        id={fileId}
        className="visually-hidden"
        type="file"
        accept={BOARD_IMAGE_TYPES.join(',')}
        onChange={(e) => {
          offer(e.target.files?.[0], null);
          e.target.value = '';
        }}
      />
      <label className={`${toolbar.button} ${styles.fileLabel}`} htmlFor={fileId}>
        <ImagePlus size={16} strokeWidth={1.5} aria-hidden /> Add image
      </label>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Add an image to the board"
        description="It is kept with the project’s photos, with its credit, and shown on the board as your upload."
        dismissible={!busy}
        footer={
          <>
            <Button variant="secondary" type="button" onClick={close} disabled={busy}>
              CANCEL
            </Button>
            <Button type="button" onClick={() => void add()} busy={busy} busyText="ADDING...">
              ADD TO BOARD
            </Button>
          </>
        }
      >
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          {pending ? <p className={styles.name}>{pending.file.name || 'Pasted image'}</p> : null}
          <TextField label="Credit" value={credit} maxLength={200} onChange={(e) => setCredit(e.target.value)} />
          <TextField label="Licence (optional)" value={licence} maxLength={200} onChange={(e) => setLicence(e.target.value)} />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        </form>
      </Dialog>
    </>
  );
}
