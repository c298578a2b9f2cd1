import { KIT_FIELDS, type KitField, type Project } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { userMessage } from '../../../lib/api-client';
import { brandKitsQuery } from '../../../lib/brand-kits';
import { useProjectBrandKit } from '../api/project-brand-kit';
import styles from './brand-kit-picker.module.css';

const FIELD_LABEL: Record<KitField, string> = {
  brand_name: 'Brand name',
  brand_palette: 'Palette',
  keywords: 'Keywords',
  logo: 'Logo',
};

type BrandKitPickerProps = {
  project: Project;
  /** After a change: the form opens again on the project as it now is. */
  onChanged: () => void;
};

/** Which of the studio's brand kits the project uses, which fields come from it and which the project overrides. */
export function BrandKitPicker({ project, onChanged }: BrandKitPickerProps) {
  const kits = useQuery(brandKitsQuery(project.workspace_id));
  const actions = useProjectBrandKit(project.id, project.workspace_id);
  const kit = project.brand_kit ?? null;
  const overrides = new Set(project.brand_overrides ?? []);
  const busy = actions.pick.isPending || actions.useKitValue.isPending || actions.fromInstructions.isPending;
  const failure = actions.pick.error ?? actions.useKitValue.error ?? actions.fromInstructions.error;
  const options = [
    { value: '', label: 'No kit: this project’s own brand' },
    ...(kits.data ?? []).map((k) => ({ value: k.id, label: k.name })),
  ];

  return (
    <div className={styles.picker}>
      <SelectField
        label="Brand kit"
        options={options}
        value={kit?.id ?? ''}
        disabled={busy || kits.isPending}
        onChange={(event) => actions.pick.mutate(event.target.value, { onSuccess: onChanged })}
      />
      {kit ? (
        <ul className={styles.fields} aria-label={`Brand fields and ${kit.name}`}>
          {KIT_FIELDS.map((field) => (
            <li key={field} className={styles.field}>
              <span className={styles.name}>{FIELD_LABEL[field]}</span>
              {overrides.has(field) ? (
                <>
                  <span className={styles.own}>Overridden here</span>
                  <Button
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Use kit value for ${FIELD_LABEL[field].toLowerCase()}`}
                    onClick={() => actions.useKitValue.mutate(field, { onSuccess: onChanged })}
                  >
                    Use kit value
                  </Button>
                </>
              ) : (
                <span className={styles.fromKit}>From {kit.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Button
          variant="secondary"
          className={styles.make}
          busy={actions.fromInstructions.isPending}
          busyText="Making kit..."
          disabled={busy}
          onClick={() => actions.fromInstructions.mutate(undefined, { onSuccess: onChanged })}
        >
          Make a brand kit from these instructions
        </Button>
      )}
      {failure ? <FormMessage tone="error">{userMessage(failure, 'That did not work. Please try again.')}</FormMessage> : null}
    </div>
  );
}
