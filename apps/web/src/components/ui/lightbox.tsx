import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useRef } from 'react';
import styles from './lightbox.module.css';
import { useReturnFocus } from './use-return-focus';

/** One image of a lightbox: the full-size picture and the words that go with it. */
export type LightboxImage = {
  src: string;
  /** Its label (the dialog's title); empty falls back to "Image n". */
  label: string;
  /** Its credit and licence, or its AI / study mark; empty when none. */
  credit: string;
};

type LightboxProps = {
  images: readonly LightboxImage[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Under the image (a review link's approve / reject / comment). */
  actions?: (index: number) => ReactNode;
  /** Under the credit (a review link's Content Credentials). */
  details?: (index: number) => ReactNode;
};

const SWIPE_PX = 50;

/**
 * A full-size image over everything, on the app's Radix dialog: ← / → and swipes move between the
 * images, Esc and the close button close it, focus returns to the image that opened it.
 */
export function Lightbox({ images, index, onIndexChange, actions, details }: LightboxProps) {
  const open = index !== null && index < images.length;
  const returnFocus = useReturnFocus(open);
  const start = useRef<{ x: number; y: number } | null>(null);
  const current = open ? index : 0;
  const image = images[current];
  const go = (step: number) => {
    const next = current + step;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };
  // On the window, not the dialog: a verdict button disabled while it saves drops the focus to the body.
  const step = useRef(go);
  step.current = go;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.tagName === 'TEXTAREA' || target?.tagName === 'INPUT') return;
      // A comment dialog opened from the lightbox has the keys.
      if (document.querySelectorAll('[role="dialog"]').length > 1) return;
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!by) return;
      event.preventDefault();
      step.current(by);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) go(dx < 0 ? 1 : -1);
    },
  };
  const title = image?.label || `Image ${current + 1}`;
  const more = open ? details?.(current) : null;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} onCloseAutoFocus={returnFocus} aria-describedby={undefined}>
          <div className={styles.bar}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {images.length > 1 ? (
              <p className={styles.count}>
                {current + 1} / {images.length}
              </p>
            ) : null}
            <RadixDialog.Close className={styles.button} aria-label="Close">
              <X size={20} strokeWidth={1.5} aria-hidden />
            </RadixDialog.Close>
          </div>
          <figure className={styles.figure} {...swipe} data-testid="lightbox-image" data-details={more ? '' : undefined}>
            <div className={styles.frame}>
              {image ? <img className={styles.image} src={image.src} alt={title} /> : null}
              {actions?.(current)}
            </div>
            {image?.credit ? <figcaption className={styles.credit}>{image.credit}</figcaption> : null}
            {more ? <div className={styles.details}>{more}</div> : null}
          </figure>
          {images.length > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.button} ${styles.previous}`}
                onClick={() => go(-1)}
                disabled={current === 0}
                aria-label="Previous image"
              >
                <ChevronLeft size={24} strokeWidth={1.5} aria-hidden />
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.next}`}
                onClick={() => go(1)}
                disabled={current >= images.length - 1}
                aria-label="Next image"
              >
                <ChevronRight size={24} strokeWidth={1.5} aria-hidden />
              </button>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
