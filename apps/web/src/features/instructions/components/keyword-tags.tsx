import { useEffect, useRef, useState } from 'react';
import { Tag } from '../../../components/ui/tag';
import type { KeywordTag } from '../utils/instruction-form';
import styles from './keyword-tags.module.css';
import sectionStyles from './section.module.css';

type KeywordTagsProps = {
  keywords: KeywordTag[];
  onToggle: (keyword: string) => void;
  onAdd: (keyword: string) => void;
  /** Shown under an empty list instead of the before-GENERATE hint (e.g. once GENERATE found none). */
  emptyHint?: string;
};

/** Generated Keywords: toggleable pills (selected = ink fill) and "+ Add" (Enter adds, Escape cancels). */
export function KeywordTags({ keywords, onToggle, onAdd, emptyHint }: KeywordTagsProps) {
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const refocusAdd = useRef(false);

  useEffect(() => {
    // Spec §9: focus the keyword input at once (0 ms); after Enter/Escape, back to "+ Add".
    if (adding) inputRef.current?.focus();
    else if (refocusAdd.current) addRef.current?.focus();
    refocusAdd.current = false;
  }, [adding]);

  const close = (returnFocus: boolean) => {
    refocusAdd.current = returnFocus;
    setAdding(false);
    setDraft('');
  };

  return (
    <fieldset className={sectionStyles.group}>
      <legend className={sectionStyles.label}>Generated Keywords *</legend>
      <div className={sectionStyles.tags}>
        {keywords.map((keyword) => (
          <Tag key={keyword.text} selected={keyword.selected} onClick={() => onToggle(keyword.text)}>
            {/* The page's language: right glyphs for Japanese vs Chinese, right-to-left Arabic, right voice. */}
            <span lang={keyword.lang} dir={keyword.lang ? 'auto' : undefined}>
              {keyword.text}
            </span>
          </Tag>
        ))}
        {adding ? (
          <input
            ref={inputRef}
            className={styles.input}
            aria-label="New keyword"
            placeholder="Type keyword..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onAdd(draft);
                close(true);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
            onBlur={() => close(false)}
          />
        ) : null}
        <button ref={addRef} type="button" className={styles.add} onClick={() => setAdding(true)} hidden={adding}>
          + Add
        </button>
      </div>
      {keywords.length === 0 ? <p className={sectionStyles.hint}>{emptyHint ?? 'Keywords appear here after GENERATE.'}</p> : null}
    </fieldset>
  );
}
