import { KIT_FONTS, roleAllows, type StudioKit, studioKitInputSchema, type WorkspaceRole } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileButton } from '../../../components/ui/file-button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { userMessage } from '../../../lib/api-client';
import { studioKitQuery, useSaveStudioKit } from '../api/brand-kits-api';
import styles from './brand-kits.module.css';
import { PaletteEditor } from './palette-editor';
import screen from './workspace-screen.module.css';

const FONT_OPTIONS = KIT_FONTS.map((f) => ({ value: f, label: f }));

/** The studio's own kit: its logo, colours, fonts and the contact lines of the deck's closing slide. */
export function StudioKitPanel({ workspaceId, memberRole: role }: { workspaceId: string; memberRole: WorkspaceRole }) {
  const kit = useQuery(studioKitQuery(workspaceId));
  return (
    <section className={screen.section} aria-labelledby="studio-kit-title">
      <h2 id="studio-kit-title" className={screen.sectionTitle}>
        Studio kit
      </h2>
      <p className={screen.help}>Your studio’s own logo, colours and fonts, and the contact lines on the closing slide of its decks.</p>
      {kit.data ? (
        <StudioKitForm key={kit.data.workspace_id} workspaceId={workspaceId} kit={kit.data} canEdit={roleAllows(role, 'edit')} />
      ) : (
        <p className={screen.help}>{kit.isError ? 'The studio kit could not be loaded.' : 'Loading studio kit...'}</p>
      )}
    </section>
  );
}

function StudioKitForm({ workspaceId, kit, canEdit }: { workspaceId: string; kit: StudioKit; canEdit: boolean }) {
  const save = useSaveStudioKit(workspaceId);
  const [palette, setPalette] = useState(kit.palette);
  const [headingFont, setHeadingFont] = useState<string>(kit.heading_font);
  const [bodyFont, setBodyFont] = useState<string>(kit.body_font);
  const [contact, setContact] = useState(kit.contact_lines.join('\n'));
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const contactId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = studioKitInputSchema.safeParse({
      palette,
      heading_font: headingFont,
      body_font: bodyFont,
      contact_lines: contact
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    save.mutate({ input: parsed.data, logo }, { onSuccess: () => setLogo(null) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Studio kit">
      <fieldset className={styles.plain} disabled={!canEdit}>
        <div className={styles.logoRow}>
          {kit.logo_url && !logo ? <img className={styles.logo} src={kit.logo_url} alt="Studio logo" /> : null}
          <span className={styles.logoName}>{logo ? logo.name : kit.logo_url ? '' : 'No studio logo yet'}</span>
          {canEdit ? (
            <FileButton inputLabel="Studio logo" accept="image/png,image/jpeg,image/webp" busy={false} busyText="" onFile={setLogo}>
              {kit.logo_url || logo ? 'Replace logo' : 'Choose logo'}
            </FileButton>
          ) : null}
        </div>
        <PaletteEditor palette={palette} onChange={setPalette} label="Studio colours" />
        <div className={styles.pair}>
          <SelectField label="Heading font" options={FONT_OPTIONS} value={headingFont} onChange={(e) => setHeadingFont(e.target.value)} />
          <SelectField label="Body font" options={FONT_OPTIONS} value={bodyFont} onChange={(e) => setBodyFont(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={contactId} className={styles.label}>
            Closing slide contact lines
          </label>
          <textarea
            id={contactId}
            className={styles.textarea}
            rows={3}
            value={contact}
            placeholder={'Atelier Sul\nhello@atelier.example'}
            onChange={(e) => setContact(e.target.value)}
          />
        </div>
      </fieldset>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {save.isError ? <FormMessage tone="error">{userMessage(save.error, 'The studio kit could not be saved.')}</FormMessage> : null}
      {save.isSuccess && !save.isPending ? <FormMessage tone="success">Studio kit saved.</FormMessage> : null}
      {canEdit ? (
        <Button type="submit" variant="secondary" className={styles.save} busy={save.isPending} busyText="Saving...">
          Save studio kit
        </Button>
      ) : null}
    </form>
  );
}
