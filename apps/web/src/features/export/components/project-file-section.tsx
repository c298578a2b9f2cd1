import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { downloadProjectFile } from '../api/export-project';
import { saveFile } from '../utils/save-file';
import styles from './project-file-section.module.css';

/** The export dialog's second way out: the whole project as a `.loci` file another Loci imports. */
export function ProjectFileSection({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const [comments, setComments] = useState(false);
  const checkbox = useId();
  const download = useMutation({
    mutationFn: () => downloadProjectFile({ projectId, includeComments: comments }),
    onSuccess: (file) => saveFile(file.blob, file.filename),
  });
  return (
    <section className={styles.section} aria-labelledby={`${checkbox}-title`}>
      <h3 className={styles.title} id={`${checkbox}-title`}>
        Project file
      </h3>
      <p className={styles.note}>
        The whole project in one .loci file — pages, images with their credits, history, moodboards, renders and Canvas — to import into
        another studio or another Loci.
      </p>
      <div className={styles.row}>
        <label className={styles.check} htmlFor={checkbox}>
          <input id={checkbox} type="checkbox" checked={comments} onChange={(e) => setComments(e.target.checked)} disabled={disabled} />
          Include the team’s comments
        </label>
        <Button variant="secondary" onClick={() => download.mutate()} busy={download.isPending} busyText="Packing…" disabled={disabled}>
          Download .loci file
        </Button>
      </div>
      {download.isError ? <FormMessage tone="error">{download.error.message}</FormMessage> : null}
    </section>
  );
}
