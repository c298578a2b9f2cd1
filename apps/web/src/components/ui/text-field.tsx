import { type ChangeEvent, type InputHTMLAttributes, type Ref, useId, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** Visible label text. */
  label: string;
  /** Field-level error shown under the input and linked via aria-describedby. */
  error?: string;
  /** Quiet helper text under the input. */
  hint?: string;
  /** The input element, for a form that reads what the field shows. */
  ref?: Ref<HTMLInputElement | null>;
};

/**
 * A labelled input with optional hint and error.
 *
 * On a page painted from the server's HTML, a person may type into the field before the app has
 * hydrated it: the browser keeps those letters in the element, while the component's state is
 * still the value it was rendered with. React leaves the element's value alone while hydrating,
 * so the field tells its owner once, as it mounts, through `onChange` (as if typed), before the
 * browser paints: a later render would otherwise put the old value back and lose the letters.
 */
export function TextField({ label, error, hint, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const { value, onChange } = rest;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts (see above)
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || value === undefined || !onChange || element.value === String(value)) return;
    onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, []);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
