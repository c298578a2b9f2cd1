import { useRef } from 'react';
import { Button } from './button';

type FileButtonProps = {
  /** The button's words. */
  children: string;
  /** What the (hidden) file field is called for assistive technology and tests. */
  inputLabel: string;
  accept: string;
  busy: boolean;
  busyText: string;
  onFile: (file: File) => void;
};

/** A button that opens the file picker and hands over the one file chosen (the same file may be chosen again). */
export function FileButton({ children, inputLabel, accept, busy, busyText, onFile }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} busy={busy} busyText={busyText}>
        {children}
      </Button>
    </>
  );
}
