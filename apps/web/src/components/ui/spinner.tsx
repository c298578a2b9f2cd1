import styles from './spinner.module.css';

type SpinnerProps = {
  /** Pixel size of the ring (16 or 20 fit the icon grid). */
  size?: number;
  /** Accessible label; omit when the spinner is decorative next to a text. */
  label?: string;
};

/** A small ring that spins (slows to a stop under reduced motion). */
export function Spinner({ size = 16, label }: SpinnerProps) {
  const ring = <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" aria-label={label} className={styles.wrap}>
      {ring}
    </span>
  );
}
