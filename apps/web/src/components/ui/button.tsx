import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useProjectAccess } from '../../lib/project-access';
import styles from './button.module.css';
import { Spinner } from './spinner';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Busy: disabled, shows a spinner and `busyText` (the spec's busy label) instead of children. */
  busy?: boolean;
  busyText?: ReactNode;
  fullWidth?: boolean;
  /** It changes the project or generates: disabled for a viewer, with the reason as its tooltip and description. */
  edits?: boolean;
};

/** The house button: uppercase action, 6px radius, hover/focus/disabled/busy states. */
export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  fullWidth = false,
  edits = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const access = useProjectAccess();
  const readOnly = edits && !access.canEdit;
  const reason = readOnly ? { title: access.reason, 'aria-description': access.reason } : {};
  const classes = [styles.button, styles[variant], fullWidth ? styles.full : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy || readOnly} aria-busy={busy || undefined} {...rest} {...reason}>
      {busy ? <Spinner size={14} /> : null}
      <span>{busy && busyText ? busyText : children}</span>
    </button>
  );
}
