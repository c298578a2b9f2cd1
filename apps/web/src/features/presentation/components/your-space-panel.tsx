import { SPACE_STRENGTHS, type SpaceRenderJob, type SpaceStrengthName, spaceStrengthName } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { projectQuery } from '../../../lib/project-queries';
import { canvasImagesQuery } from '../api/canvas-images';
import {
  useCancelSpaceRender,
  useMoodboardSpace,
  useRemoveMoodboardSpace,
  useRenderMoodboardSpace,
  useSetMoodboardSpace,
} from '../api/moodboard-space';
import { gridImageSrc } from '../model/placeholder';
import { projectImagesOf } from '../model/space-images';
import { RenderFramePreview } from './render-frame-preview';
import styles from './your-space-panel.module.css';

type YourSpacePanelProps = { projectId: string; moodboardId: string; title: string };

const STRENGTH_HINTS: Record<SpaceStrengthName, string> = {
  loose: 'Keeps the big shapes; lines drift',
  balanced: 'Keeps the walls and openings',
  strict: 'Keeps every line in place',
};
const STATUS_WORDS: Record<SpaceRenderJob['status'], string> = {
  queued: 'Waiting',
  running: 'Rendering',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Your space" (issue #33): the designer's own room, site or model view, rendered in this moodboard's materials. */
export function YourSpacePanel({ projectId, moodboardId, title }: YourSpacePanelProps) {
  const target = { projectId, moodboardId };
  const space = useMoodboardSpace(target);
  const current = space.data?.space ?? null;
  const jobs = [...(space.data?.jobs ?? [])].reverse();
  const [strength, setStrength] = useState<SpaceStrengthName>('balanced');
  const [prompt, setPrompt] = useState('');
  const render = useRenderMoodboardSpace(target);
  const cancel = useCancelSpaceRender(target);
  const remove = useRemoveMoodboardSpace(target);
  const headingId = useId();
  const strengthName = useId();

  // The panel opens with the strength and prompt last used for this space.
  const savedStrength = current?.strength;
  const savedPrompt = current?.prompt;
  useEffect(() => {
    if (savedStrength !== undefined) setStrength(spaceStrengthName(savedStrength));
    if (savedPrompt !== undefined) setPrompt(savedPrompt);
  }, [savedStrength, savedPrompt]);

  const error = render.error ?? cancel.error ?? remove.error;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          Your space
        </h3>
        <p className={styles.lede}>
          Your room, site photo, sketch or model view, drawn in the {title} moodboard’s materials with its lines kept.
        </p>
      </header>
      <div className={styles.body}>
        {current ? (
          <figure className={styles.reference}>
            <img className={styles.image} src={gridImageSrc(current.image, 768)} alt={`Your space for ${title}`} />
            <figcaption className={styles.credit}>
              <span>{current.credit}</span>
              <Button
                edits
                variant="ghost"
                onClick={() => remove.mutate()}
                busy={remove.isPending}
                aria-label="Remove your space"
                title="Remove your space"
              >
                <Trash2 size={16} strokeWidth={1.5} aria-hidden />
              </Button>
            </figcaption>
          </figure>
        ) : (
          <SpaceChooser projectId={projectId} moodboardId={moodboardId} />
        )}
        <form
          className={styles.controls}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            render.mutate({ strength: SPACE_STRENGTHS[strength], prompt });
          }}
        >
          <fieldset className={styles.strengths} disabled={!current}>
            <legend className={styles.legend}>Structure strength</legend>
            <div className={styles.segments}>
              {(Object.keys(SPACE_STRENGTHS) as SpaceStrengthName[]).map((name) => (
                <label key={name} className={`${styles.segment} ${strength === name ? styles.on : ''}`}>
                  <input type="radio" name={strengthName} value={name} checked={strength === name} onChange={() => setStrength(name)} />
                  <span>{capital(name)}</span>
                </label>
              ))}
            </div>
            <p className={styles.hint}>{STRENGTH_HINTS[strength]}</p>
          </fieldset>
          <label className={styles.promptLabel}>
            Render prompt
            <textarea
              className={styles.prompt}
              rows={3}
              maxLength={2000}
              value={prompt}
              disabled={!current}
              placeholder="Leave empty to write one from the moodboard"
              onChange={(e) => setPrompt(e.target.value)}
            />
          </label>
          {current?.frame ? <RenderFramePreview frame={current.frame} /> : null}
          <Button edits type="submit" disabled={!current} busy={render.isPending} busyText="QUEUEING...">
            RENDER MY SPACE
          </Button>
          {error ? <FormMessage tone="error">{userMessage(error, 'That did not work. Please try again.')}</FormMessage> : null}
        </form>
        <section className={styles.renders} aria-label="Renders from your space">
          <h4 className={styles.legend}>Renders from your space</h4>
          {jobs.length === 0 ? (
            <p className={styles.empty}>None yet. Pick a strength and render.</p>
          ) : (
            <ul className={styles.jobs}>
              {jobs.map((job) => (
                <li key={job.id} className={styles.job}>
                  {job.image ? (
                    <img
                      className={styles.thumb}
                      src={gridImageSrc(job.image, 256)}
                      alt={`Render of your space, ${spaceStrengthName(job.strength)}`}
                    />
                  ) : (
                    <span className={styles.thumbEmpty} aria-hidden>
                      {job.status === 'queued' || job.status === 'running' ? <Spinner size={16} /> : null}
                    </span>
                  )}
                  <span className={styles.jobText}>
                    <span className={styles.chip}>{capital(spaceStrengthName(job.strength))}</span>
                    <span className={styles.status} role={job.status === 'failed' ? 'alert' : undefined}>
                      {job.status === 'failed' && job.error ? job.error : STATUS_WORDS[job.status]}
                    </span>
                  </span>
                  {job.status === 'queued' || job.status === 'running' ? (
                    <Button
                      edits
                      variant="ghost"
                      onClick={() => cancel.mutate(job.id)}
                      aria-label="Cancel this render"
                      title="Cancel this render"
                    >
                      <X size={16} strokeWidth={1.5} aria-hidden />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

/** No space yet: upload one (with its author) or pick one of the project's images. */
function SpaceChooser({ projectId, moodboardId }: { projectId: string; moodboardId: string }) {
  const set = useSetMoodboardSpace({ projectId, moodboardId });
  const project = useQuery(projectQuery(projectId));
  const canvas = useQuery(canvasImagesQuery(projectId));
  const images = [...new Set([...(canvas.data ?? []).map((i) => i.url), ...projectImagesOf(project.data?.data)])].slice(0, 12);
  const [file, setFile] = useState<File | null>(null);
  const [author, setAuthor] = useState('');
  const fileId = useId();
  return (
    <div className={styles.chooser}>
      <form
        className={styles.upload}
        onSubmit={(e) => {
          e.preventDefault();
          if (file) set.mutate({ file, author });
        }}
      >
        <label className={styles.drop} htmlFor={fileId}>
          <ImagePlus size={20} strokeWidth={1.5} aria-hidden />
          <span>{file ? file.name : 'Photo, sketch or model view'}</span>
          <span className={styles.hint}>JPEG, PNG or WebP</span>
        </label>
        <input
          id={fileId}
          className={styles.file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <TextField label="Author or credit (optional)" value={author} maxLength={120} onChange={(e) => setAuthor(e.target.value)} />
        <Button edits type="submit" variant="secondary" disabled={!file} busy={set.isPending} busyText="UPLOADING...">
          UPLOAD
        </Button>
      </form>
      {images.length ? (
        <details className={styles.pick}>
          <summary>Or pick one of this project’s images</summary>
          <ul className={styles.pickGrid}>
            {images.map((url, i) => (
              <li key={url}>
                <button
                  type="button"
                  className={styles.pickButton}
                  aria-label={`Use the project’s image ${i + 1} as your space`}
                  onClick={() => set.mutate({ image: url })}
                  disabled={set.isPending}
                >
                  <img src={gridImageSrc(url, 256)} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {set.error ? (
        <FormMessage tone="error">{userMessage(set.error, 'The picture could not be added. Please try again.')}</FormMessage>
      ) : null}
    </div>
  );
}
