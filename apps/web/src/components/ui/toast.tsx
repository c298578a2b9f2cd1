import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react';

/** One notice: what happened (title) and, when known, why (description). */
import type { ShownToast, ToastInput } from './toast.types';

export type { ShownToast, ToastInput } from './toast.types';

/** Notices on screen at once; older ones give way. */
const MAX_TOASTS = 3;

// Radix Toast (and the layers under it) loads with the first notice: no first page shows one.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** The app's notices: bottom-right, announced to screen readers, dismissible (`toast-list.tsx`). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once a notice has been shown the list stays mounted, as Radix's viewport always was.
  const [shown, setShown] = useState(false);
  const nextId = useRef(0);
  const show = useCallback((toast: ToastInput) => {
    nextId.current += 1;
    const next = { ...toast, id: nextId.current };
    setShown(true);
    setToasts((all) => [...all.slice(1 - MAX_TOASTS), next]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  return (
    <>
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {shown ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shows a notice; needs the `ToastProvider` that app/ puts around every screen. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
