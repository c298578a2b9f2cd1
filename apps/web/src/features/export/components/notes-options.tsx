import styles from './page-checklist.module.css';

/** What the PPTX speaker notes carry beyond each page's text, labels, keywords and credits. */
export type NotesChoice = { includePrompts: boolean; includeComments: boolean };

type NotesOptionsProps = {
  value: NotesChoice;
  onChange: (value: NotesChoice) => void;
  disabled?: boolean;
};

/** "Speaker notes" (PowerPoint only): the images' prompts and the client's last-round comments, both off by default. */
export function NotesOptions({ value, onChange, disabled }: NotesOptionsProps) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>Speaker notes</legend>
      <label className={`${styles.row} ${styles.pageRow}`}>
        <input
          type="checkbox"
          className={styles.box}
          checked={value.includePrompts}
          onChange={() => onChange({ ...value, includePrompts: !value.includePrompts })}
        />
        <span>Include prompts in the notes</span>
      </label>
      <label className={`${styles.row} ${styles.pageRow}`}>
        <input
          type="checkbox"
          className={styles.box}
          checked={value.includeComments}
          onChange={() => onChange({ ...value, includeComments: !value.includeComments })}
        />
        <span>Include client comments</span>
      </label>
    </fieldset>
  );
}
