import { boardSlotKey, type ImageCredit, type ImageSettings, type SlotVersion } from '@loci/shared';
import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Lightbox } from '../../../components/ui/lightbox';
import { gridImageSrc, isUsableImage } from '../model/placeholder';
import type { Board } from '../model/section-data';
import { defaultSettings, settingsChanged } from '../model/settings';
import { AlternativePicker } from './alternative-picker';
import { ContentCredentials } from './content-credentials';
import { DownloadButton } from './download-button';
import styles from './image-popup.module.css';
import { PhotoLibrary } from './photo-library';
import { SettingsControls } from './settings-controls';
import { VariationsPanel } from './variations-panel';
import { VersionStrip } from './version-strip';

type ImagePopupProps = {
  board: Board;
  /** Sourced mode offers the user's own photos of this project and library. */
  projectId?: string;
  index: number;
  busy: boolean;
  /** Why the last edit failed (the old image stays). */
  error?: string | null;
  /** Resolves to a notice to show (e.g. sourcing found no photo). */
  onRegenerate: (prompt: string, settings: ImageSettings) => Promise<string | undefined>;
  onChooseAlternative: (image: string) => void;
  /** A version from the strip became the slot's image again. */
  onRestored?: (version: SlotVersion) => void;
  onClose: () => void;
};

/**
 * Spec §2 Image popup: large image, download, prompt, Generated/Sourced, the two sliders and
 * GENERATE / SOURCE. Closing applies a chosen alternative and regenerates if settings changed.
 */
export function ImagePopup(props: ImagePopupProps) {
  const { board, projectId, index, busy, error, onRegenerate, onChooseAlternative, onRestored, onClose } = props;
  const image = board.images[index] ?? '';
  const label = board.labels[index] ?? '';
  const initial = board.settings[index] ?? defaultSettings(board.promptUsage[index]);
  const [applied, setApplied] = useState({ prompt: board.prompts[index] ?? '', settings: initial });
  const [prompt, setPrompt] = useState(applied.prompt);
  const [settings, setSettings] = useState<ImageSettings>(initial);
  const [chosen, setChosen] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const sourced = settings.realSourced === 1;
  const dirty = prompt.trim() !== applied.prompt.trim() || settingsChanged(applied.settings, settings);

  const generate = async () => {
    setApplied({ prompt, settings });
    setChosen(undefined);
    setNotice(undefined);
    setNotice(await onRegenerate(prompt, settings));
  };

  const close = () => {
    if (chosen && chosen !== image) onChooseAlternative(chosen);
    else if (dirty && !busy) void onRegenerate(prompt, settings);
    onClose();
  };

  // The restored version's words and settings are the popup's now (closing must not regenerate it).
  const restored = (version: SlotVersion) => {
    const next = { prompt: version.prompt, settings: (version.settings as ImageSettings | null) ?? settings };
    setApplied(next);
    setPrompt(next.prompt);
    setSettings(next.settings);
    setChosen(undefined);
    onRestored?.(version);
  };

  const shown = chosen ?? image;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={label || `Image ${index + 1}`}
      media={<PopupImage image={shown} label={label} section={board.section} credit={board.credits[index]} />}
    >
      <PromptField value={prompt} onChange={setPrompt} />
      <SettingsControls settings={settings} disabled={busy} onChange={setSettings} />
      {sourced ? (
        <AlternativePicker
          images={board.alternativeImages[index] ?? []}
          selected={shown}
          credit={board.credits[index] ?? null}
          onSelect={setChosen}
        />
      ) : null}
      {sourced ? <PhotoLibrary projectId={projectId} selected={shown} notice={notice} onSelect={setChosen} /> : null}
      <Button edits busy={busy} busyText="GENERATING..." onClick={generate} disabled={!prompt.trim()}>
        {sourced ? 'SOURCE' : 'GENERATE'}
      </Button>
      {error && !busy ? <FormMessage tone="error">{error}</FormMessage> : null}
      {!sourced && notice && !busy ? <FormMessage tone="info">{notice}</FormMessage> : null}
      {sourced ? null : <VariationsPanel projectId={projectId} slot={boardSlotKey(board.section, board.kind, index)} onChosen={restored} />}
      <VersionStrip projectId={projectId} slot={boardSlotKey(board.section, board.kind, index)} onRestored={restored} />
      <ContentCredentials image={shown} />
    </Dialog>
  );
}

type PopupImageProps = { image: string; label: string; section: string; credit?: ImageCredit };

/** The popup's picture with its download and full-size buttons, or a blank square while there is none. */
export function PopupImage({ image, label, section, credit }: PopupImageProps) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  if (!isUsableImage(image)) return <div className={styles.blank} />;
  const credits = credit ? [credit.credit, credit.licence].filter(Boolean).join(', ') : '';
  return (
    <>
      <img className={styles.image} src={gridImageSrc(image)} alt={label || 'Selected image'} />
      <DownloadButton className={styles.download} image={image} section={section} label={label} />
      <button type="button" className={styles.enlarge} onClick={() => setEnlarged(0)} aria-label={`View ${label || 'image'} full size`}>
        <Maximize2 size={16} strokeWidth={1.5} aria-hidden />
      </button>
      <Lightbox images={[{ src: image, label: label || section, credit: credits }]} index={enlarged} onIndexChange={setEnlarged} />
    </>
  );
}

/** The prompt textarea of an image popup, labelled "Prompt". */
export function PromptField({ value, disabled, onChange }: { value: string; disabled?: boolean; onChange: (value: string) => void }) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>Prompt</span>
      <textarea className={styles.prompt} value={value} rows={6} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
