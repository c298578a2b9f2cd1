import { useState } from 'react';
import { useEditControl } from '../../../lib/project-access';
import styles from './label-chips.module.css';

type LabelChipsProps = {
  alternatives: string[];
  disabled: boolean;
  onChoose: (label: string) => void;
};

/** Alternative topic labels as chips, plus "+ Add" to type a custom topic (Enter adds, Escape cancels). */
export function LabelChips({ alternatives, disabled, onChoose }: LabelChipsProps) {
  const editControl = useEditControl();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const submit = () => {
    const label = text.trim();
    setAdding(false);
    setText('');
    if (label) onChoose(label);
  };
  return (
    <div className={styles.chips}>
      {alternatives.map((label) => (
        <button key={label} type="button" className={styles.chip} disabled={disabled} onClick={() => onChoose(label)} {...editControl}>
          {label}
        </button>
      ))}
      {adding ? (
        <input
          className={styles.input}
          aria-label="New topic"
          placeholder="Type topic..."
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the input appears because the user asked to type
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            setAdding(false);
            setText('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
            if (event.key === 'Escape') {
              event.stopPropagation();
              setAdding(false);
              setText('');
            }
          }}
        />
      ) : (
        <button
          type="button"
          className={`${styles.chip} ${styles.add}`}
          disabled={disabled}
          onClick={() => setAdding(true)}
          {...editControl}
        >
          + Add
        </button>
      )}
    </div>
  );
}
