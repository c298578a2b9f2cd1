import type { ButtonHTMLAttributes } from 'react';
import styles from './tag.module.css';

type TagProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> & {
  /** Selected tags are filled with ink, unselected ones are outlined. */
  selected: boolean;
};

/** A toggleable pill tag (a toggle button: aria-pressed). */
export function Tag({ selected, className, type = 'button', ...rest }: TagProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={[styles.tag, selected ? styles.selected : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
