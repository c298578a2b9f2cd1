import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import styles from './toast.module.css';

/** One notice: what happened (title) and, when known, why (description). */
export type ToastInput = { title: string; description?: string; tone?: 'error' | 'info' };

type ShownToast = ToastInput & { id: number };

/** How long a notice stays (hover or focus pauses it). */
const TOAST_DURATION_MS = 8000;
/** Notices on screen at once; older ones give way. */
const MAX_TOASTS = 3;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** The app's notices (Radix Toast): bottom-right, announced to screen readers, dismissible. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const show = useCallback((toast: ToastInput) => {
    nextId.current += 1;
    const shown = { ...toast, id: nextId.current };
    setToasts((all) => [...all.slice(1 - MAX_TOASTS), shown]);
  }, []);
  const dismiss = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label="Notification">
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast}
          data-tone={toast.tone ?? 'info'}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
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

/** Shows a notice; needs the `ToastProvider` that app/ puts around every screen. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
