import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { type ProjectFiles, useSaveProject } from '../api/save-project';
import { type InstructionValues, selectedKeywords } from '../utils/instruction-form';
import { type UploadKind, uploadForError } from '../utils/upload-rules';

export type WorkspaceTarget = 'presentation' | 'canvas';

/** The toast's title when saving an existing project failed (the user goes on regardless). */
export const UPDATE_FAILED = 'Your changes to the project were not saved';

type Options = {
  projectId?: string;
  values: InstructionValues;
  files: ProjectFiles;
  /** A failed save that is about one of the uploads: shown next to it, and the user stays. */
  onUploadError: (kind: UploadKind, message: string) => void;
  /** Someone else saved the project since this form was opened (409): show their version instead. */
  onConflict?: () => void;
  /** A viewer's form: nothing is saved, the tabs just go on. */
  readOnly?: boolean;
};

/** The /presentation fallback state after a failed create (spec §4). */
export function fallbackState(values: InstructionValues) {
  return {
    projectName: values.projectName.trim(),
    projectLocation: values.location.text.trim(),
    contextInsights: values.insights.join(','),
    brandName: values.brandName.trim(),
    keywords: selectedKeywords(values.keywords),
    prompts: values.prompts,
  };
}

/**
 * Spec §4 saving: with an id, update and go on even if the update fails; without one,
 * create and go to the new project, or on failure show the create alert, then /presentation with state.
 */
export function usePresentProject({ projectId, values, files, onUploadError, onConflict, readOnly = false }: Options) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const reportFailure = useFailureToast();
  const [failedTarget, setFailedTarget] = useState<WorkspaceTarget | null>(null);

  const uploadProblem = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const kind = uploadForError({
      status: error.status,
      message: error.message,
      sentLogo: Boolean(files.logo),
      sentBrandBook: Boolean(files.brandBook),
    });
    if (kind) onUploadError(kind, error.message);
    return kind !== null;
  };

  const present = async (target: WorkspaceTarget = 'presentation') => {
    // A viewer changes nothing: the tabs and the footer just go on.
    if (readOnly && projectId) {
      navigate(`/projects/${encodeURIComponent(projectId)}/${target}`);
      return;
    }
    try {
      const result = await save.mutateAsync({ projectId, values, files });
      const id = result?.project_id || projectId;
      if (!id) throw new Error('The server answered without a project id.');
      navigate(`/projects/${encodeURIComponent(id)}/${target}`);
    } catch (error) {
      if (uploadProblem(error)) return;
      if (projectId && error instanceof ApiError && error.status === 409) {
        // Not spec §4's "go on anyway": someone else's newer version is loaded here, with the reason.
        reportFailure(UPDATE_FAILED, error);
        onConflict?.();
        return;
      }
      if (projectId) {
        // Spec §4: the user still proceeds; the toast says the changes were not kept.
        reportFailure(UPDATE_FAILED, error);
        navigate(`/projects/${encodeURIComponent(projectId)}/${target}`);
        return;
      }
      setFailedTarget(target);
    }
  };

  /** Closing the create-failed alert continues without a project (spec §4). */
  const acknowledgeFailure = () => {
    const target = failedTarget ?? 'presentation';
    setFailedTarget(null);
    navigate(`/${target}`, { state: fallbackState(values) });
  };

  return { present, isSaving: save.isPending, createFailed: failedTarget !== null, acknowledgeFailure };
}
