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
  /** When true, Escape / outside click / close button do nothing (e.g. while busy). */
  dismissible?: boolean;
  /** Widest width in px (default 480). */
  width?: number;
};

/** Modal dialog on Radix: focus trap, Escape to close, labelled by its title; focus returns to its opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer, dismissible = true, width }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onCloseAutoFocus={returnFocus}
          style={width ? { width: `min(${width}px, calc(100vw - var(--space-4)))` } : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
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
