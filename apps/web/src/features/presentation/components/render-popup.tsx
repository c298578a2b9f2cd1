import {
  type MoodboardRender,
  type RenderRegionEditRequest,
  type RenderRegions,
  type RenderVariantsRequest,
  UPSCALE_FACTORS,
  type UpscaleFactor,
} from '@loci/shared';
import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
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
import { RenderRegionEdit } from './render-region-edit';
import { type LightVariant, RenderVariants } from './render-variants';

type RenderPopupProps = {
  title: string;
  renders: MoodboardRender[];
  shown: MoodboardRender;
  busy: boolean;
  error: string | null;
  onShow: (id: string) => void;
  /** The pinned render's id (null: the deck shows the newest), and pinning one (issue #46). */
  pinnedId?: string | null;
  pinning?: boolean;
  pinError?: string | null;
  onPin?: (renderId: string | null) => void;
  /** Print copies (issue #46): the factor being made (null: none), what went wrong, and making one. */
  upscaling?: UpscaleFactor | null;
  upscaleError?: string | null;
  onUpscale?: (renderId: string, factor: UpscaleFactor) => void;
  /** Variants (issue #46): the last made, whether some are being made, what went wrong, making them. */
  variants?: { made: LightVariant[]; making: boolean; error: string | null; onMake: (request: RenderVariantsRequest) => void };
  /** Change one part (issue #46): the parts found in the render on screen, whether a change is under way, what went wrong. */
  partChange?: {
    regions?: RenderRegions;
    making: boolean;
    error: string | null;
    onChange: (request: RenderRegionEditRequest) => void;
  };
  onRegenerate: (prompt: string) => Promise<void>;
  onClose: () => void;
  /** What a new render would cost (issue #51), shown under the actions. */
  estimate?: ReactNode;
};

/** Spec §2 Render popup: the render, "Render Prompt:", REGENERATE, download, and the history of renders. */
export function RenderPopup(props: RenderPopupProps) {
  const { title, renders, shown, busy, error, onShow, onRegenerate, onClose } = props;
  const pinned = Boolean(props.pinnedId) && props.pinnedId === shown.id;
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
      {props.pinError ? <FormMessage tone="error">{props.pinError}</FormMessage> : null}
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
        {props.onPin && renders.length > 1 ? (
          <Button
            edits
            variant="secondary"
            aria-pressed={pinned}
            busy={props.pinning}
            busyText="PINNING..."
            disabled={busy || props.pinning}
            title={pinned ? 'Pinned for the deck: press to use the newest render again' : undefined}
            onClick={() => props.onPin?.(pinned ? null : shown.id)}
          >
            {pinned ? 'Pinned' : 'Use in the deck'}
          </Button>
        ) : null}
      </div>
      {props.estimate}
      {props.onUpscale ? (
        <PrintCopy
          shown={shown}
          busy={busy}
          upscaling={props.upscaling ?? null}
          error={props.upscaleError ?? null}
          onUpscale={(factor) => props.onUpscale?.(shown.id, factor)}
          onDownload={(url) => save.mutate({ url, fileName: (mime) => `print_${renderFileName(mime)}` })}
          downloading={save.isPending}
        />
      ) : null}
      {props.variants ? (
        <RenderVariants
          busy={busy}
          making={props.variants.making}
          error={props.variants.error}
          made={props.variants.made}
          pinnedId={props.pinnedId ?? null}
          onMake={props.variants.onMake}
          onShow={onShow}
          onPin={props.onPin}
        />
      ) : null}
      {props.partChange ? (
        <RenderRegionEdit
          image={shown.image}
          regions={props.partChange.regions}
          busy={busy}
          making={props.partChange.making}
          error={props.partChange.error}
          onChange={props.partChange.onChange}
        />
      ) : null}
      <RenderHistory renders={renders} shownId={shown.id} pinnedId={props.pinnedId ?? null} disabled={busy} onShow={onShow} />
      <ContentCredentials image={shown.image} />
    </Dialog>
  );
}

type PrintCopyProps = {
  shown: MoodboardRender;
  busy: boolean;
  upscaling: UpscaleFactor | null;
  error: string | null;
  onUpscale: (factor: UpscaleFactor) => void;
  onDownload: (url: string) => void;
  downloading: boolean;
};

/** "Upscale ×2 / ×4": a print-resolution copy of the render on screen, which the PDF and PPTX use (issue #46). */
function PrintCopy({ shown, busy, upscaling, error, onUpscale, onDownload, downloading }: PrintCopyProps) {
  const copy = shown.upscale;
  return (
    <section className={styles.print} aria-label="Print copy">
      <p className={styles.label}>PRINT COPY</p>
      <p className={styles.printNote}>
        {copy
          ? `This render has a ×${copy.factor} copy for print; the PDF and PPTX use it.`
          : 'Enlarge this render for print. The PDF and PPTX then use the larger copy.'}
      </p>
      <div className={styles.printActions}>
        {UPSCALE_FACTORS.map((factor) => (
          <Button
            key={factor}
            edits
            variant="secondary"
            busy={upscaling === factor}
            busyText="UPSCALING..."
            disabled={busy || upscaling !== null}
            onClick={() => onUpscale(factor)}
          >
            {`Upscale ×${factor}`}
          </Button>
        ))}
        {copy ? (
          <Button
            variant="ghost"
            disabled={downloading}
            onClick={() => onDownload(copy.image)}
            aria-label={`Download the ×${copy.factor} print copy`}
          >
            <Download size={16} strokeWidth={1.5} aria-hidden /> Print copy
          </Button>
        ) : null}
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </section>
  );
}
