import { FileText, Upload } from 'lucide-react';
import { useId } from 'react';
import styles from './file-upload.module.css';

type CurrentFile = { kind: 'image'; src: string } | { kind: 'file'; name: string };

type FileUploadProps = {
  label: string;
  hint: string;
  accept: string;
  chooseText: string;
  replaceText: string;
  /** What is chosen or stored already: a preview image or a file name. */
  current: CurrentFile | null;
  error?: string;
  onChoose: (file: File | null) => void;
};

/** A labelled file picker that shows the chosen file back (preview or name) and can replace it. */
export function FileUpload({ label, hint, accept, chooseText, replaceText, current, error, onChoose }: FileUploadProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        {current?.kind === 'image' ? <img className={styles.preview} src={current.src} alt={`${label} preview`} /> : null}
        {current?.kind === 'file' ? (
          <span className={styles.fileName}>
            <FileText size={16} strokeWidth={1.5} aria-hidden="true" />
            {current.name}
          </span>
        ) : null}
        <input
          id={id}
          className={`visually-hidden ${styles.input}`}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            // Let the same file be chosen again after an error.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className={styles.button}>
          <Upload size={16} strokeWidth={1.5} aria-hidden="true" />
          <span id={`${id}-action`}>{current ? replaceText : chooseText}</span>
        </label>
        <span className={styles.hint}>{hint}</span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
