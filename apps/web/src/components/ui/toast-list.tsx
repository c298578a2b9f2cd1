import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import styles from './toast.module.css';
import type { ShownToast } from './toast.types';

/** How long a notice stays (hover or focus pauses it). */
const TOAST_DURATION_MS = 8000;

type ToastListProps = { toasts: ShownToast[]; onDismiss: (id: number) => void };

/** The notices on screen (Radix Toast): bottom-right, announced to screen readers, dismissible. */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label="Notification">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast}
          data-tone={toast.tone ?? 'info'}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : onDismiss(toast.id))}
        >
          <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
          {toast.description ? <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description> : null}
          <RadixToast.Close className={styles.close} aria-label="Dismiss">
            <X size={16} strokeWidth={1.5} aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
