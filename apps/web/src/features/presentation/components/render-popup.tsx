import type { MoodboardRender } from '@loci/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useSaveImage } from '../api/save-image';
import { renderFileName } from '../model/download-name';
import { canRegenerate } from '../model/renders';
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
  const returnFocus = useReturnFocus(true);
  const promptId = useId();
  const save = useSaveImage();
  const [prompt, setPrompt] = useState(shown.render_prompt);
  const [promptFor, setPromptFor] = useState(shown.id);
  // A render from the history (or a new one) brings its own prompt.
  if (promptFor !== shown.id) {
    setPromptFor(shown.id);
    setPrompt(shown.render_prompt);
  }
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={popup.overlay} />
        <RadixDialog.Content className={`${popup.content} ${styles.content}`} onCloseAutoFocus={returnFocus} aria-describedby={undefined}>
          <div className={`${popup.media} ${styles.media}`}>
            <img className={styles.image} src={shown.image} alt={`Render of ${title}`} />
            {busy ? (
              <div className={styles.busy}>
                <Spinner size={20} /> Regenerating render...
              </div>
            ) : null}
          </div>
          <div className={popup.panel}>
            <RadixDialog.Title className={popup.title}>{title} render</RadixDialog.Title>
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
          </div>
          <RadixDialog.Close className={popup.close} aria-label="Close" disabled={busy}>
            <X size={16} strokeWidth={1.5} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
