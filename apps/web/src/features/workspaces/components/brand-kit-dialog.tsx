import { type BrandKit, brandKitInputSchema, KIT_FONTS } from '@loci/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FileButton } from '../../../components/ui/file-button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import type { useBrandKitActions } from '../api/brand-kits-api';
import styles from './brand-kits.module.css';
import { PaletteEditor } from './palette-editor';

const FONT_OPTIONS = KIT_FONTS.map((f) => ({ value: f, label: f }));
const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

type BrandKitDialogProps = {
  /** The kit being edited; null for a new one. */
  kit: BrandKit | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: ReturnType<typeof useBrandKitActions>['save'];
};

/** Creates or edits a brand kit: name, definition, palette, fonts, keywords and logo. */
export function BrandKitDialog({ kit, open, onOpenChange, save }: BrandKitDialogProps) {
  const [name, setName] = useState(kit?.name ?? '');
  const [definition, setDefinition] = useState(kit?.definition ?? '');
  const [palette, setPalette] = useState<string[]>(kit?.palette ?? []);
  const [headingFont, setHeadingFont] = useState<string>(kit?.heading_font ?? 'Fraunces');
  const [bodyFont, setBodyFont] = useState<string>(kit?.body_font ?? 'Inter');
  const [keywords, setKeywords] = useState((kit?.keywords ?? []).join(', '));
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const definitionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandKitInputSchema.safeParse({
      name,
      definition,
      palette,
      heading_font: headingFont,
      body_font: bodyFont,
      keywords: keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    save.mutate({ id: kit?.id, input: parsed.data, logo }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={kit ? `Edit ${kit.name}` : 'New brand kit'}
      description="Projects that use this kit show its name, palette, keywords and logo unless they override them."
      dismissible={!save.isPending}
      width={560}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={kit ? 'Edit brand kit' : 'New brand kit'}>
        <TextField label="Kit name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
        <div className={styles.field}>
          <label htmlFor={definitionId} className={styles.label}>
            Definition and voice
          </label>
          <textarea
            id={definitionId}
            className={styles.textarea}
            value={definition}
            onChange={(e) => setDefinition(e.target.value)}
            rows={3}
            maxLength={2000}
          />
        </div>
        <PaletteEditor palette={palette} onChange={setPalette} />
        <div className={styles.pair}>
          <SelectField label="Heading font" options={FONT_OPTIONS} value={headingFont} onChange={(e) => setHeadingFont(e.target.value)} />
          <SelectField label="Body font" options={FONT_OPTIONS} value={bodyFont} onChange={(e) => setBodyFont(e.target.value)} />
        </div>
        <TextField label="Keywords" hint="Separated by commas" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
        <div className={styles.logoRow}>
          {kit?.logo_url && !logo ? <img className={styles.logo} src={kit.logo_url} alt={`${kit.name} logo`} /> : null}
          <span className={styles.logoName}>{logo ? logo.name : kit?.logo_url ? '' : 'No logo yet'}</span>
          <FileButton inputLabel="Kit logo" accept={LOGO_ACCEPT} busy={false} busyText="" onFile={setLogo}>
            {kit?.logo_url || logo ? 'Replace logo' : 'Choose logo'}
          </FileButton>
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {save.isError ? (
          <FormMessage tone="error">{userMessage(save.error, 'The kit could not be saved. Please try again.')}</FormMessage>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" type="button" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending} busyText="Saving...">
            {kit ? 'Save kit' : 'Create kit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
