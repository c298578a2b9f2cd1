import type { Section } from '@loci/shared';
import { useEffect, useRef, useState } from 'react';
import { useViewer } from '../../../lib/viewer';
import { type MoodboardView, moodboardToast } from '../model/moodboards';
import type { BoardKind } from '../model/pages';
import { type BoardProgress, findProgress, type ToastContent, toastBoard, toastContent } from '../model/progress';

/** How long the finished count ("4 of 4 images completed") stays before the toast leaves. */
export const TOAST_LINGER_MS = 2500;

/**
 * The progress toast's state machine: it follows what is running (`active`); when that ends, its
 * final count (`final`) stays for a moment so the last step is seen.
 */
function useLingeringToast<T>(active: T | undefined, read: (item: T) => ToastContent, final: (item: T) => ToastContent | undefined) {
  const followed = useRef<T>(undefined);
  const [lingering, setLingering] = useState<ToastContent>();
  if (active) followed.current = active;
  const finished = !active && followed.current ? final(followed.current) : undefined;

  // After every render: a finish is taken over once (following stops, so the next render has none).
  useEffect(() => {
    if (!finished) return;
    followed.current = undefined;
    setLingering(finished);
  });

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(undefined), TOAST_LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  return active ? read(active) : lingering;
}

/**
 * The toast's content: the active board (the selected one first), else the moodboard generating
 * its images; either's final count stays a moment once done.
 */
export function useProgressToast(options: {
  sections: BoardProgress[] | undefined;
  selected: { section: Section; kind: BoardKind } | undefined;
  moodboards: MoodboardView[];
}): ToastContent | undefined {
  const { sections, moodboards } = options;
  const viewerName = useViewer()?.name;
  const board = useLingeringToast(
    toastBoard(sections, options.selected),
    (progress) => toastContent(progress, viewerName),
    (followed) => {
      const finished = findProgress(sections, followed.section, followed.kind);
      return finished ? toastContent(finished, viewerName) : undefined;
    },
  );
  const moodboard = useLingeringToast(
    moodboards.find((m) => m.isGenerating),
    moodboardToast,
    (followed) => {
      const finished = moodboards.find((m) => m.id === followed.id);
      return finished ? moodboardToast(finished) : undefined;
    },
  );
  return board ?? moodboard;
}
