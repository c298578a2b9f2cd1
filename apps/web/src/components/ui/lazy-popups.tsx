import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { Dialog as DialogPart } from './dialog';
import type { Lightbox as LightboxPart } from './lightbox';

const LightboxChunk = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));
const DialogChunk = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/** Whether a popup has been opened yet: until then its chunk is not loaded. Once loaded it stays mounted (closing animates and returns focus). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The lightbox, loaded the first time an image is enlarged: Radix's dialog (focus trap, scroll
 * lock) stays out of the pages that open with a presentation (Present, a client's review link).
 */
export function Lightbox(props: ComponentProps<typeof LightboxPart>) {
  if (!useOpenedOnce(props.index !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LightboxChunk {...props} />
    </Suspense>
  );
}

/** The app's dialog, loaded the first time it opens (a review link's comment box). */
export function Dialog(props: ComponentProps<typeof DialogPart>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogChunk {...props} />
    </Suspense>
  );
}
