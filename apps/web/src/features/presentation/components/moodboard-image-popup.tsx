import { moodboardSlotKey, type SlotVersion } from '@loci/shared';
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
import { VersionStrip } from './version-strip';

type MoodboardImagePopupProps = {
  moodboard: MoodboardView;
  /** The project (its versions strip loads with it). */
  projectId?: string;
  index: number;
  busy: boolean;
  /** Why the last edit failed (the old image stays). */
  error?: string | null;
  onGenerate: (prompt: string, settings: MoodboardImageSettings) => Promise<void>;
  onClose: () => void;
};

/** Spec §2 Moodboard page image-edit popup: the image, its prompt, the two sliders and GENERATE. */
export function MoodboardImagePopup({ moodboard, projectId, index, busy, error, onGenerate, onClose }: MoodboardImagePopupProps) {
  const image = moodboard.images[index] ?? '';
  const label = moodboard.labels[index] ?? '';
  const [prompt, setPrompt] = useState(moodboard.prompts[index] ?? '');
  const [settings, setSettings] = useState(moodboard.imageSettings[index] ?? { microMacro: 1, photoStyled: 1 });
  const restored = (version: SlotVersion) => {
    setPrompt(version.prompt);
    if (version.settings) setSettings({ microMacro: version.settings.microMacro, photoStyled: version.settings.photoStyled });
  };
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
      <VersionStrip projectId={projectId} slot={moodboardSlotKey(moodboard.id, index)} onRestored={restored} />
      <ContentCredentials image={image} />
    </Dialog>
  );
}
