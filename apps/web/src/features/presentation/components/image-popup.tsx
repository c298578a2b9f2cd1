import type { ImageSettings } from '@loci/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { gridImageSrc, isUsableImage } from '../model/placeholder';
import type { Board } from '../model/section-data';
import { defaultSettings, settingsChanged } from '../model/settings';
import { AlternativePicker } from './alternative-picker';
import { DownloadButton } from './download-button';
import styles from './image-popup.module.css';
import { PhotoLibrary } from './photo-library';
import { SettingsControls } from './settings-controls';

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
  onClose: () => void;
};

/**
 * Spec §2 Image popup: large image, download, prompt, Generated/Sourced, the two sliders and
 * GENERATE / SOURCE. Closing applies a chosen alternative and regenerates if settings changed.
 */
export function ImagePopup({ board, projectId, index, busy, error, onRegenerate, onChooseAlternative, onClose }: ImagePopupProps) {
  const returnFocus = useReturnFocus(true);
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

  const shown = chosen ?? image;
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} onCloseAutoFocus={returnFocus} aria-describedby={undefined}>
          <div className={styles.media}>
            {isUsableImage(shown) ? (
              <img className={styles.image} src={gridImageSrc(shown)} alt={label || 'Selected image'} />
            ) : (
              <div className={styles.blank} />
            )}
            {isUsableImage(shown) ? (
              <DownloadButton className={styles.download} image={shown} section={board.section} label={label} />
            ) : null}
          </div>
          <div className={styles.panel}>
            <RadixDialog.Title className={styles.title}>{label || `Image ${index + 1}`}</RadixDialog.Title>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>Prompt</span>
              <textarea className={styles.prompt} value={prompt} rows={6} onChange={(event) => setPrompt(event.target.value)} />
            </label>
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
            <Button busy={busy} busyText="GENERATING..." onClick={generate} disabled={!prompt.trim()}>
              {sourced ? 'SOURCE' : 'GENERATE'}
            </Button>
            {error && !busy ? <FormMessage tone="error">{error}</FormMessage> : null}
          </div>
          <RadixDialog.Close className={styles.close} aria-label="Close">
            <X size={16} strokeWidth={1.5} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
