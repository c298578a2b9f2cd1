import type { Section } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateProject } from '../../../lib/project-queries';
import { generateMoodboardMetadata } from '../api/generate-moodboard-metadata';
import { updateCachedMoodboards } from '../api/update-moodboard-cache';
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

export type CreateInput = { draft: MoodboardDraft; area: string; description: string; insight: InsightOption | undefined };

/**
 * Spec §4 Moodboard creation: the metadata first (the server stores the moodboard with its images
 * pending), then the page is added and selected; the images follow in `useMoodboardImages`.
 * Without a project id the moodboard is added locally only. Resolves true when created; a failure
 * is said in the form ("Error creating moodboard: …").
 */
export function useMoodboardCreation({ projectId, onCreated, addLocal }: Options) {
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState<string | null>(null);
  const metadata = useMutation({
    mutationFn: ({ projectId, section, draft, area, description, insight }: CreateInput & { projectId: string; section: Section }) =>
      generateMoodboardMetadata({
        projectId,
        topic: draft.topic,
        programmaticArea: area,
        areaDescription: description,
        insight: section,
        contextText: insight?.description ?? '',
        selectedImage: draft.selectedImage,
        selectedImagesPrompts: insight?.images.filter((i) => i.url === draft.selectedImage).map((i) => i.prompt) ?? [],
      }),
    onSuccess: (meta, { projectId, section }) => {
      updateCachedMoodboards(queryClient, projectId, (list) => upsertMoodboard(list, moodboardFromMetadata(meta, section)));
      onCreated(meta.moodboard_id);
      void invalidateProject(queryClient, projectId);
    },
  });

  async function create(input: CreateInput): Promise<boolean> {
    const { draft, area, description, insight } = input;
    const problem = moodboardDraftError(draft, insight?.images.map((i) => i.url) ?? []);
    setInvalid(problem);
    metadata.reset();
    if (problem || !draft.insight) return false;
    if (projectId) {
      const created = metadata.mutateAsync({ ...input, projectId, section: draft.insight });
      return created.then(
        () => true,
        () => false,
      );
    }
    const id = `local-${Date.now().toString(36)}`;
    addLocal(
      localMoodboard({ id, topic: draft.topic, selectedImage: draft.selectedImage, programmaticArea: area, areaDescription: description }),
    );
    onCreated(id);
    return true;
  }

  const error = invalid ?? (metadata.error ? creationErrorMessage(metadata.error) : null);
  const clearError = () => {
    setInvalid(null);
    metadata.reset();
  };
  return { busy: metadata.isPending, error, create, clearError };
}
