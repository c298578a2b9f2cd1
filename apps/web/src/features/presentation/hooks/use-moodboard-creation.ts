import type { ProgrammaticArea } from '@loci/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generateMoodboardMetadata } from '../api/generate-moodboard-metadata';
import { refreshProject, updateCachedMoodboards } from '../api/update-moodboard-cache';
import { moodboardFromMetadata, upsertMoodboard } from '../model/moodboard-cache';
import { creationErrorMessage, type MoodboardDraft, moodboardDraftError } from '../model/moodboard-form';
import type { InsightOption } from '../model/moodboard-insights';
import { localMoodboard, type MoodboardView } from '../model/moodboards';

type Options = {
  projectId?: string;
  /** Selects the new moodboard's page. */
  onCreated: (id: string) => void;
  addLocal: (moodboard: MoodboardView) => void;
};

export type CreateInput = { draft: MoodboardDraft; area: ProgrammaticArea; description: string; insight: InsightOption | undefined };

/**
 * Spec §4 Moodboard creation: the metadata first (the server stores the moodboard with its images
 * pending), then the page is added and selected; the images follow in `useMoodboardImages`.
 * Without a project id the moodboard is added locally only. Resolves true when created.
 */
export function useMoodboardCreation({ projectId, onCreated, addLocal }: Options) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create({ draft, area, description, insight }: CreateInput): Promise<boolean> {
    const invalid = moodboardDraftError(draft, insight?.images.map((i) => i.url) ?? []);
    if (invalid || !draft.insight) {
      setError(invalid);
      return false;
    }
    setError(null);
    if (!projectId) {
      const id = `local-${Date.now().toString(36)}`;
      addLocal(
        localMoodboard({
          id,
          topic: draft.topic,
          selectedImage: draft.selectedImage,
          programmaticArea: area,
          areaDescription: description,
        }),
      );
      onCreated(id);
      return true;
    }
    setBusy(true);
    try {
      const meta = await generateMoodboardMetadata({
        projectId,
        topic: draft.topic,
        programmaticArea: area,
        areaDescription: description,
        insight: draft.insight,
        contextText: insight?.description ?? '',
        selectedImage: draft.selectedImage,
        selectedImagesPrompts: insight?.images.filter((i) => i.url === draft.selectedImage).map((i) => i.prompt) ?? [],
      });
      updateCachedMoodboards(queryClient, projectId, (list) => upsertMoodboard(list, moodboardFromMetadata(meta, draft.insight ?? '')));
      onCreated(meta.moodboard_id);
      void refreshProject(queryClient, projectId);
      return true;
    } catch (err) {
      setError(creationErrorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, create, clearError: () => setError(null) };
}
