import type { ProjectData } from '@loci/shared';
import { useEffect, useRef } from 'react';
import { useProjectAccess } from '../../../lib/project-access';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCancelGeneration, useGenerateAll } from '../api/generate-all';
import type { GenerateAllControl } from '../components/page-sidebar';
import { ALL_QUEUED, isGenerateAllShortcut, NOTHING_MISSING, pagesMissingImages } from '../model/generate-all';
import type { PresentationPage } from '../model/pages';

/**
 * "Generate all" for the sidebar: how many pages miss images, the job's state, the POSTs, and the
 * Shift+G shortcut (an editor's only; not while typing in a field or inside a dialog).
 */
export function useGenerateAllControl(options: {
  projectId: string | undefined;
  pages: PresentationPage[];
  data: ProjectData | undefined;
  running: boolean;
}): GenerateAllControl | undefined {
  const { projectId } = options;
  const { canEdit } = useProjectAccess();
  const reportFailure = useFailureToast();
  const generate = useGenerateAll();
  const cancel = useCancelGeneration();
  const missing = pagesMissingImages(options.pages, options.data).length;
  const pending = generate.isPending || cancel.isPending;

  const onGenerate = () => {
    if (!projectId || missing === 0 || pending) return;
    generate.mutate(projectId, { onError: (error) => reportFailure('Generate all could not start', error) });
  };
  const onCancel = () => {
    if (!projectId || pending) return;
    cancel.mutate(projectId, { onError: (error) => reportFailure('Generation could not be cancelled', error) });
  };

  // The listener reads the latest state through a ref, so it is added once.
  const latest = useRef(onGenerate);
  latest.current = onGenerate;
  useEffect(() => {
    if (!canEdit) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isGenerateAllShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEdit]);

  if (!projectId) return undefined;
  return {
    missing,
    running: options.running,
    pending,
    disabledReason: options.running ? ALL_QUEUED : NOTHING_MISSING,
    onGenerate,
    onCancel,
  };
}
