import type { ExportFormat } from '@loci/shared';
import styles from './format-choice.module.css';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'pptx', label: 'PowerPoint (.pptx)', hint: 'Editable slides for PowerPoint, Keynote or Google Slides' },
  { value: 'pdf', label: 'PDF', hint: 'Print-quality pages with selectable text' },
];

type FormatChoiceProps = { value: ExportFormat; onChange: (format: ExportFormat) => void; disabled?: boolean };

/** The file format as a radio group of two options. */
export function FormatChoice({ value, onChange, disabled }: FormatChoiceProps) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>Format</legend>
      <div className={styles.options}>
        {FORMATS.map((format) => (
          <label key={format.value} className={styles.option}>
            <input
              type="radio"
              name="export-format"
              value={format.value}
              checked={value === format.value}
              onChange={() => onChange(format.value)}
              className={styles.radio}
              aria-describedby={`export-format-${format.value}-hint`}
            />
            <span className={styles.text}>
              <span className={styles.label}>{format.label}</span>
              <span id={`export-format-${format.value}-hint`} className={styles.hint}>
                {format.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
