import type { Section } from '@loci/shared';
import { useEffect, useRef, useState } from 'react';
import type { BoardKind } from '../model/pages';
import { type BoardProgress, findProgress, type ToastContent, toastBoard, toastContent } from '../model/progress';

/** How long the finished count ("4 of 4 images completed") stays before the toast leaves. */
export const TOAST_LINGER_MS = 2500;

/**
 * The toast's content: the active board (the selected one first); when it finishes, its final
 * count stays for a moment so the last step is seen.
 */
export function useProgressToast(
  sections: BoardProgress[] | undefined,
  selected: { section: Section; kind: BoardKind } | undefined,
): ToastContent | undefined {
  const active = toastBoard(sections, selected);
  const followed = useRef<{ section: Section; kind: BoardKind }>(undefined);
  const [lingering, setLingering] = useState<ToastContent>();

  if (active) followed.current = { section: active.section, kind: active.kind };
  const finished = !active && followed.current ? findProgress(sections, followed.current.section, followed.current.kind) : undefined;

  useEffect(() => {
    if (!finished) return;
    followed.current = undefined;
    setLingering(toastContent(finished));
  }, [finished]);

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(undefined), TOAST_LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (active) return toastContent(active);
  return lingering;
}
