import styles from './spinner.module.css';

type SpinnerProps = {
  /** Pixel size of the ring (16 or 20 fit the icon grid). */
  size?: number;
  /** Accessible label; omit when the spinner is decorative next to a text. */
  label?: string;
};

/** A small ring that spins (stills under reduced motion). */
export function Spinner({ size = 16, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
