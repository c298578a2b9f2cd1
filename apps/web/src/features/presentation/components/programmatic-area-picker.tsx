import { OTHER_PROGRAMMATIC_AREA, PROGRAMMATIC_AREA_GROUPS, PROGRAMMATIC_AREA_MAX, SPEC_PROGRAMMATIC_AREAS } from '@loci/shared';
import { useId } from 'react';
import { Tag } from '../../../components/ui/tag';
import { TextField } from '../../../components/ui/text-field';
import styles from './new-moodboard-form.module.css';

type AreaPickerProps = {
  /** The chosen entry: New Area, Lounge, a listed area, or "Other…". */
  choice: string;
  /** The typed area when the choice is "Other…". */
  other: string;
  disabled: boolean;
  onChoose: (choice: string) => void;
  onOtherChange: (text: string) => void;
};

/**
 * Programmatic Area (spec §2): the spec's New Area and Lounge as tags, then interior and exterior
 * areas of hospitality, retail, residential and workplace, and "Other…" with a field for any area.
 */
export function ProgrammaticAreaPicker({ choice, other, disabled, onChoose, onOtherChange }: AreaPickerProps) {
  const selectId = useId();
  const listed = !(SPEC_PROGRAMMATIC_AREAS as readonly string[]).includes(choice);
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>Programmatic Area</legend>
      <div className={styles.tags}>
        {SPEC_PROGRAMMATIC_AREAS.map((name) => (
          <Tag key={name} selected={choice === name} onClick={() => onChoose(name)}>
            {name}
          </Tag>
        ))}
      </div>
      <label className="visually-hidden" htmlFor={selectId}>
        More areas
      </label>
      <select id={selectId} className={styles.select} value={listed ? choice : ''} onChange={(e) => onChoose(e.target.value)}>
        <option value="" disabled>
          More areas…
        </option>
        {PROGRAMMATIC_AREA_GROUPS.map((group) => (
          <optgroup key={`${group.sector}-${group.setting}`} label={`${group.sector} · ${group.setting}`}>
            {group.areas.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={OTHER_PROGRAMMATIC_AREA}>{OTHER_PROGRAMMATIC_AREA}</option>
      </select>
      {choice === OTHER_PROGRAMMATIC_AREA ? (
        <TextField
          label="Other area"
          value={other}
          maxLength={PROGRAMMATIC_AREA_MAX}
          placeholder="e.g. Tea counter by the river"
          onChange={(e) => onOtherChange(e.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
