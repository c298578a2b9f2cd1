import { useEffect, useRef, useState } from 'react';
import { type MoodboardView, moodboardToast } from '../model/moodboards';
import type { ToastContent } from '../model/progress';
import { TOAST_LINGER_MS } from './use-progress-toast';

/** The toast of the moodboard generating its images; its final count stays a moment once done. */
export function useMoodboardToast(moodboards: MoodboardView[]): ToastContent | undefined {
  const generating = moodboards.find((m) => m.isGenerating);
  const followed = useRef<string>(undefined);
  const [lingering, setLingering] = useState<ToastContent>();
  if (generating) followed.current = generating.id;
  const finished = !generating && followed.current ? moodboards.find((m) => m.id === followed.current) : undefined;

  useEffect(() => {
    if (!finished) return;
    followed.current = undefined;
    setLingering(moodboardToast(finished));
  }, [finished]);

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(undefined), TOAST_LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  return generating ? moodboardToast(generating) : lingering;
}
