import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import type { MoodboardImageSettings } from '../hooks/use-moodboard-image-edit';
import type { MoodboardView } from '../model/moodboards';
import { ContentCredentials } from './content-credentials';
import { PopupImage, PromptField } from './image-popup';
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
  const image = moodboard.images[index] ?? '';
  const label = moodboard.labels[index] ?? '';
  const [prompt, setPrompt] = useState(moodboard.prompts[index] ?? '');
  const [settings, setSettings] = useState(moodboard.imageSettings[index] ?? { microMacro: 1, photoStyled: 1 });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={label || `Image ${index + 1}`}
      media={<PopupImage image={image} label={label} section={moodboard.title} />}
    >
      <PromptField value={prompt} disabled={busy} onChange={setPrompt} />
      <SettingsControls
        settings={{ ...settings, realSourced: 0 }}
        disabled={busy}
        showMode={false}
        onChange={({ microMacro, photoStyled }) => setSettings({ microMacro, photoStyled })}
      />
      <Button edits busy={busy} busyText="GENERATING..." disabled={!prompt.trim()} onClick={() => void onGenerate(prompt, settings)}>
        GENERATE
      </Button>
      {error && !busy ? <FormMessage tone="error">{error}</FormMessage> : null}
      {busy ? (
        <p className={page.status} role="status">
          <Spinner size={14} /> Regenerating image...
        </p>
      ) : null}
      <ContentCredentials image={image} />
    </Dialog>
  );
}
