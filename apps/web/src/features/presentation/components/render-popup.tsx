import type { MoodboardRender } from '@loci/shared';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveImage } from '../api/save-image';
import { renderFileName } from '../model/download-name';
import { canRegenerate } from '../model/renders';
import { ContentCredentials } from './content-credentials';
import popup from './image-popup.module.css';
import { RenderHistory } from './render-history';
import styles from './render-popup.module.css';

type RenderPopupProps = {
  title: string;
  renders: MoodboardRender[];
  shown: MoodboardRender;
  busy: boolean;
  error: string | null;
  onShow: (id: string) => void;
  onRegenerate: (prompt: string) => Promise<void>;
  onClose: () => void;
};

/** Spec §2 Render popup: the render, "Render Prompt:", REGENERATE, download, and the history of renders. */
export function RenderPopup({ title, renders, shown, busy, error, onShow, onRegenerate, onClose }: RenderPopupProps) {
  const promptId = useId();
  const save = useSaveImage();
  const [prompt, setPrompt] = useState(shown.render_prompt);
  const [promptFor, setPromptFor] = useState(shown.id);
  // A render from the history (or a new one) brings its own prompt.
  if (promptFor !== shown.id) {
    setPromptFor(shown.id);
    setPrompt(shown.render_prompt);
  }
  const media = (
    <>
      <img className={styles.image} src={shown.image} alt={`Render of ${title}`} />
      {busy ? (
        <div className={styles.busy}>
          <Spinner size={20} /> Regenerating render...
        </div>
      ) : null}
    </>
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy} title={`${title} render`} media={media}>
      <div className={popup.field}>
        <label className={styles.label} htmlFor={promptId}>
          Render Prompt:
        </label>
        <textarea
          id={promptId}
          className={popup.prompt}
          rows={8}
          value={prompt}
          disabled={busy}
          onChange={(e) => setPrompt(e.target.value)}
        />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <Button
          edits
          busy={busy}
          busyText="REGENERATING..."
          disabled={!canRegenerate(prompt, busy)}
          onClick={() => void onRegenerate(prompt)}
        >
          REGENERATE
        </Button>
        <Button
          variant="secondary"
          onClick={() => save.mutate({ url: shown.image, fileName: renderFileName })}
          disabled={save.isPending}
          aria-label="Download render"
        >
          <Download size={16} strokeWidth={1.5} aria-hidden />
        </Button>
      </div>
      <RenderHistory renders={renders} shownId={shown.id} disabled={busy} onShow={onShow} />
      <ContentCredentials image={shown.image} />
    </Dialog>
  );
}
