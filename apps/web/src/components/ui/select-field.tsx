import { type SelectHTMLAttributes, useId } from 'react';
import styles from './select-field.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: { value: string; label: string }[];
  /** Keep the label for screen readers only (a compact row, e.g. a member's role). */
  hideLabel?: boolean;
};

/** A labelled native select in the house style (44px, hairline border). */
export function SelectField({ label, options, hideLabel = false, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
