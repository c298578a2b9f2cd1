import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import layer from './alert-dialog.module.css';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The message; announced with the title. */
  description: ReactNode;
  children?: ReactNode;
  /** Buttons row; put the least destructive action first (it receives focus). */
  footer: ReactNode;
  /** When false, Escape and outside clicks do nothing (e.g. while busy). */
  dismissible?: boolean;
  /** Runs as the dialog closes; call `event.preventDefault()` to move focus yourself (else it returns to the opener). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal that interrupts to confirm or to report (role="alertdialog"): focus trap,
 * Escape to close, labelled by its title and described by its message. No close icon:
 * the footer buttons are the way out.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  onCloseAutoFocus,
}: AlertDialogProps) {
  const returnFocus = useReturnFocus(open, onCloseAutoFocus);
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${styles.overlay} ${layer.layer}`} />
        <RadixDialog.Content
          role="alertdialog"
          className={`${styles.content} ${layer.layer}`}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className={styles.description}>{description}</div>
          </RadixDialog.Description>
          {children}
          <div className={styles.footer}>{footer}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
