import type { Project } from '@loci/shared';
import type { MouseEvent } from 'react';
import { WorkspaceBar, type WorkspaceTab } from '../../../components/layout/workspace-bar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ViewerBanner } from '../../../components/ui/viewer-banner';
import { useProjectAccess } from '../../../lib/project-access';
import { useBrandUploads } from '../hooks/use-brand-uploads';
import { useInstructionForm } from '../hooks/use-instruction-form';
import { usePresentProject } from '../hooks/use-present-project';
import type { StoredUploads } from '../utils/initial-values';
import { CREATE_FAILED, type InstructionValues, isFormComplete } from '../utils/instruction-form';
import { BrandSection } from './brand-section';
import { InstructionFooter } from './instruction-footer';
import styles from './instruction-form.module.css';
import { ProjectSection } from './project-section';

type InstructionFormProps = {
  projectId?: string;
  initialValues: InstructionValues;
  storedUploads: StoredUploads;
  /** A save met a newer version (409): the screen loads it. */
  onConflict?: () => void;
  /** The saved project (its brand kit picker); none for a new one. */
  project?: Project;
  /** Opens the form again on the project as it now is (after a brand kit change). */
  onReload?: () => void;
};

/** The Instructions form: project and place left, brand right, the PRESENTATION footer below. */
export function InstructionForm({ projectId, initialValues, storedUploads, onConflict, project, onReload }: InstructionFormProps) {
  const [values, dispatch] = useInstructionForm(initialValues);
  const uploads = useBrandUploads(storedUploads);
  const complete = isFormComplete(values);
  const { canEdit } = useProjectAccess();
  const { present, isSaving, createFailed, acknowledgeFailure } = usePresentProject({
    projectId,
    values,
    files: { logo: uploads.logoFile, brandBook: uploads.brandBookFile },
    onUploadError: uploads.setError,
    onConflict,
    readOnly: !canEdit,
  });

  // The Presentation and Canvas tabs save first, like the footer button.
  const onTabClick = (tab: WorkspaceTab, event: MouseEvent<HTMLAnchorElement>) => {
    if (tab === 'instruction') return;
    event.preventDefault();
    if (!isSaving) void present(tab);
  };

  return (
    <>
      <WorkspaceBar
        active="instruction"
        projectId={projectId}
        disabledTabs={complete ? [] : ['presentation', 'canvas']}
        onTabClick={onTabClick}
      />
      <ViewerBanner />
      <main className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>Instructions</h1>
          <p className={styles.lede}>Describe the project, its place and the brand. Keywords drive every board that follows.</p>
        </header>
        {/* A viewer sees the instructions as they are: every field is disabled at once. */}
        <fieldset className={styles.fields} disabled={!canEdit}>
          <div className={styles.columns}>
            <ProjectSection values={values} dispatch={dispatch} />
            <BrandSection
              values={values}
              dispatch={dispatch}
              uploads={uploads}
              projectId={projectId}
              project={project}
              onReload={onReload}
            />
          </div>
        </fieldset>
      </main>
      <InstructionFooter complete={complete} saving={isSaving} onPresent={() => void present('presentation')} />
      <Dialog
        open={createFailed}
        onOpenChange={(open) => {
          if (!open) acknowledgeFailure();
        }}
        title="Project not saved"
        description={CREATE_FAILED}
        footer={
          <Button variant="primary" onClick={acknowledgeFailure}>
            OK
          </Button>
        }
      />
    </>
  );
}
