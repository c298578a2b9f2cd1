import type { ImageSettings, SlotVersion } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateProject } from '../../../lib/project-queries';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { editImage } from '../api/edit-image';
import { generateSingleImage } from '../api/generate-single-image';
import { saveImageSelection } from '../api/save-image-selection';
import { updateLabel } from '../api/update-label';
import { editFailureMessage } from '../model/edit-failure';
import { applyOverrides, type BoardOverrides, type SlotOverride } from '../model/overrides';
import type { Board } from '../model/section-data';
import { readEditOutcome } from '../model/sourcing';

type Options = { board: Board; projectId?: string; projectLocation: string };

/** What each failed edit says in the toast (the old content stays on screen). */
export const BOARD_FAILURES = {
  label: 'The label was not changed',
  retry: 'The image could not be made',
  selection: 'Your choice of image was not saved',
} as const;

/**
 * The edits of one board (spec §4 Image edit, alternative label): each is a mutation that shows its
 * result at once as a local override and refetches the project. A failure keeps the old content and
 * is said in the toast; a failed image edit also says why beside the image (`editError`).
 */
export function useBoardActions({ board, projectId, projectLocation }: Options) {
  const queryClient = useQueryClient();
  const reportFailure = useFailureToast();
  const [overrides, setOverrides] = useState<BoardOverrides>({});
  const [description, setDescription] = useState<string>();
  const view = applyOverrides(board, overrides, description);
  const base = { projectId, kind: board.kind, section: board.section };

  const override = (index: number, value: SlotOverride) => setOverrides((all) => ({ ...all, [index]: { ...all[index], ...value } }));
  const refresh = () => (projectId ? invalidateProject(queryClient, projectId) : undefined);

  const makeImage = async (index: number, prompt: string) => {
    const made = await generateSingleImage({ ...base, index, prompt, promptUsage: view.promptUsage[index] ?? 0, projectLocation });
    override(index, { image: made.image || undefined, alternatives: made.alternatives, status: made.image ? 'done' : 'failed' });
  };

  const label = useMutation({
    mutationFn: async ({ index, newLabel }: { index: number; newLabel: string }) => {
      const input = { ...base, index, newLabel, currentPrompt: view.prompts[index] ?? '', context: view.description, projectLocation };
      const result = await updateLabel(input);
      override(index, {
        label: newLabel,
        prompt: result.newPrompt,
        alternativeLabels: result.alternativeLabels,
        image: result.image || undefined,
      });
      if (result.newGeneratedContext) setDescription(result.newGeneratedContext);
      // A topic's label and image never disagree: its image is made again from the new prompt.
      if (board.kind === 'topics' && !result.image && result.newPrompt) await makeImage(index, result.newPrompt);
    },
    onSuccess: refresh,
    onError: (error) => reportFailure(BOARD_FAILURES.label, error),
  });

  const edit = useMutation({
    mutationFn: async ({ index, prompt, settings }: { index: number; prompt: string; settings: ImageSettings }) => {
      const oldPrompt = view.prompts[index] ?? '';
      const result = await editImage({ ...base, index, oldPrompt, newPrompt: prompt, context: view.description, settings });
      const outcome = readEditOutcome({ settings, images: result.images, notice: result.notice });
      override(index, {
        image: result.images?.[0] || undefined,
        prompt: result.newPrompt ?? prompt,
        settings,
        alternatives: outcome.alternatives,
      });
      // A generated image says which shot its prompt was read as (a sourced one, why no photo was found).
      return outcome.notice ?? result.drawnAs;
    },
    onSuccess: refresh,
  });

  const selection = useMutation({
    mutationFn: ({ index, image }: { index: number; image: string }) => saveImageSelection({ ...base, index, selectedImage: image }),
    onSuccess: refresh,
    onError: (error) => reportFailure(BOARD_FAILURES.selection, error),
  });

  const retry = useMutation({
    mutationFn: ({ index }: { index: number }) => makeImage(index, view.prompts[index] ?? ''),
    onMutate: ({ index }) => override(index, { status: 'running' }),
    onSuccess: refresh,
    onError: (error, { index }) => {
      override(index, { status: 'failed' });
      reportFailure(BOARD_FAILURES.retry, error);
    },
  });

  const pendingIndex = (mutation: { isPending: boolean; variables?: { index: number } }) =>
    mutation.isPending && mutation.variables ? mutation.variables.index : null;
  const editIndex = pendingIndex(edit);

  return {
    view,
    updatingIndex: pendingIndex(label),
    busyIndex: editIndex ?? pendingIndex(retry),
    editError: edit.isError && edit.variables ? { index: edit.variables.index, message: editFailureMessage(edit.error) } : null,
    changeLabel: (index: number, newLabel: string) => {
      if (newLabel.trim()) label.mutate({ index, newLabel: newLabel.trim() });
    },
    /** Regenerates (or sources) one image; resolves to a notice for the popup when sourcing found nothing. */
    regenerate: (index: number, prompt: string, settings: ImageSettings): Promise<string | undefined> =>
      edit.mutateAsync({ index, prompt, settings }).catch(() => undefined),
    chooseAlternative: (index: number, image: string) => {
      override(index, { image });
      selection.mutate({ index, image });
    },
    retry: (index: number) => retry.mutate({ index }),
    /** A restored version shows at once (the project is refetched by the restore). */
    restored: (index: number, version: SlotVersion) =>
      override(index, {
        image: version.image,
        prompt: version.prompt,
        settings: (version.settings as ImageSettings | null) ?? undefined,
        status: 'done',
      }),
  };
}
