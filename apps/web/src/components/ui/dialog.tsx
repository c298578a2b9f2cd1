import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** When false, Escape / outside click / close button do nothing (e.g. while busy). */
  dismissible?: boolean;
  /** Widest width in px (default 480; 1120 with `media`). */
  width?: number;
  /** A picture beside the title and content (above them on a phone), edge to edge on ink: the image popups. */
  media?: ReactNode;
};

/** Modal dialog on Radix: focus trap, Escape to close, labelled by its title; focus returns to its opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, width, media }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  const body = (
    <>
      <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
      {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={media ? `${styles.content} ${styles.withMedia}` : styles.content}
          onCloseAutoFocus={returnFocus}
          style={width ? { width: `min(${width}px, calc(100vw - var(--space-4)))` } : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {media ? (
            <>
              <div className={styles.media}>{media}</div>
              <div className={styles.panel}>{body}</div>
            </>
          ) : (
            body
          )}
          {dismissible ? (
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <X size={16} strokeWidth={1.5} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
