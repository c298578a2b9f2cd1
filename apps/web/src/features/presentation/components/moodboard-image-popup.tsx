import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import type { MoodboardImageSettings } from '../hooks/use-moodboard-image-edit';
import type { MoodboardView } from '../model/moodboards';
import { gridImageSrc, isUsableImage } from '../model/placeholder';
import { DownloadButton } from './download-button';
import styles from './image-popup.module.css';
import page from './moodboard-page.module.css';
import { SettingsControls } from './settings-controls';

type MoodboardImagePopupProps = {
  moodboard: MoodboardView;
  index: number;
  busy: boolean;
  /** Why the last edit failed (the old image stays). */
  error?: string | null;
  onGenerate: (prompt: string, settings: MoodboardImageSettings) => Promise<void>;
  onClose: () => void;
};

/** Spec §2 Moodboard page image-edit popup: the image, its prompt, the two sliders and GENERATE. */
export function MoodboardImagePopup({ moodboard, index, busy, error, onGenerate, onClose }: MoodboardImagePopupProps) {
  const returnFocus = useReturnFocus(true);
  const image = moodboard.images[index] ?? '';
  const label = moodboard.labels[index] ?? '';
  const [prompt, setPrompt] = useState(moodboard.prompts[index] ?? '');
  const [settings, setSettings] = useState(moodboard.imageSettings[index] ?? { microMacro: 1, photoStyled: 1 });
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} onCloseAutoFocus={returnFocus} aria-describedby={undefined}>
          <div className={styles.media}>
            {isUsableImage(image) ? (
              <img className={styles.image} src={gridImageSrc(image)} alt={label || 'Selected image'} />
            ) : (
              <div className={styles.blank} />
            )}
            {isUsableImage(image) ? (
              <DownloadButton className={styles.download} image={image} section={moodboard.title} label={label} />
            ) : null}
          </div>
          <div className={styles.panel}>
            <RadixDialog.Title className={styles.title}>{label || `Image ${index + 1}`}</RadixDialog.Title>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>Prompt</span>
              <textarea className={styles.prompt} value={prompt} rows={6} disabled={busy} onChange={(e) => setPrompt(e.target.value)} />
            </label>
            <SettingsControls
              settings={{ ...settings, realSourced: 0 }}
              disabled={busy}
              showMode={false}
              onChange={({ microMacro, photoStyled }) => setSettings({ microMacro, photoStyled })}
            />
            <Button busy={busy} busyText="GENERATING..." disabled={!prompt.trim()} onClick={() => void onGenerate(prompt, settings)}>
              GENERATE
            </Button>
            {error && !busy ? <FormMessage tone="error">{error}</FormMessage> : null}
            {busy ? (
              <p className={page.status} role="status">
                <Spinner size={14} /> Regenerating image...
              </p>
            ) : null}
          </div>
          <RadixDialog.Close className={styles.close} aria-label="Close">
            <X size={16} strokeWidth={1.5} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
