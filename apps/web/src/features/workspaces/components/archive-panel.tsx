import { FileButton } from '../../../components/ui/file-button';
import { FormMessage } from '../../../components/ui/form-message';
import { userMessage } from '../../../lib/api-client';
import { studioArchiveUrl, useImportStudioArchive } from '../api/workspaces-api';
import styles from './workspace-screen.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Owners: every project of the studio in one archive, and (into an empty studio) an archive imported. */
export function ArchivePanel({ workspaceId, projectsCount }: { workspaceId: string; projectsCount: number }) {
  const importing = useImportStudioArchive(workspaceId);
  return (
    <section className={styles.section} aria-labelledby="archive-title">
      <h2 id="archive-title" className={styles.sectionTitle}>
        Studio archive
      </h2>
      <p className={styles.help}>
        Every project of this studio in one archive, a .loci project file each — to keep with the job, or to move the studio to another
        Loci. An archive is imported into an empty studio.
      </p>
      <div className={styles.archiveActions}>
        {projectsCount > 0 ? (
          <a className={styles.archiveLink} href={studioArchiveUrl(workspaceId)} download>
            Download archive ({plural(projectsCount, 'project')})
          </a>
        ) : (
          <FileButton
            inputLabel="Studio archive to import (.zip)"
            accept=".zip,application/zip"
            busy={importing.isPending}
            busyText="Importing…"
            onFile={(file) => importing.mutate(file)}
          >
            Import an archive
          </FileButton>
        )}
      </div>
      {importing.isSuccess ? (
        <p className={styles.help} role="status">
          Imported {plural(importing.data.projects.length, 'project')}.
        </p>
      ) : null}
      {importing.isError ? (
        <FormMessage tone="error">{userMessage(importing.error, 'The archive could not be imported.')}</FormMessage>
      ) : null}
    </section>
  );
}
