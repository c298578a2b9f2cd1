import { COMMENT_MAX_LENGTH, type CommentPerson } from '@loci/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { insertMention, matchMembers, mentionQuery, mentionsIn } from '../model/mentions';
import styles from './comments.module.css';

type ComposerProps = {
  /** The field's visible label: "Comment on Historical Context", "Reply". */
  label: string;
  members: readonly CommentPerson[];
  submitLabel: string;
  busy: boolean;
  /** Starts with this text (editing a comment). */
  initial?: string;
  initialMentions?: readonly CommentPerson[];
  placeholder?: string;
  autoFocus?: boolean;
  /** Sends; resolves true when it went (the field then empties). */
  onSubmit: (input: { body: string; mentions: string[] }) => Promise<boolean>;
  onCancel?: () => void;
};

const MAC = typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

/** A comment field: @ opens the studio's members (arrows, Enter or Tab to pick), Cmd/Ctrl+Enter sends. */
export function CommentComposer(props: ComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(props.initial ?? '');
  const [picked, setPicked] = useState<CommentPerson[]>([...(props.initialMentions ?? [])]);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = query ? matchMembers(props.members, query.query) : [];
  const open = options.length > 0;
  const over = text.length > COMMENT_MAX_LENGTH;
  const empty = !text.trim();

  const track = (value: string, caret: number) => {
    setText(value);
    setQuery(mentionQuery(value, caret));
    setActive(0);
  };

  const pick = (member: CommentPerson) => {
    const el = field.current;
    if (!query || !el) return;
    const next = insertMention(text, { start: query.start, caret: el.selectionStart }, member.name);
    setText(next.text);
    setPicked((list) => (list.some((m) => m.id === member.id) ? list : [...list, member]));
    setQuery(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    if (empty || over || props.busy) return;
    const sent = await props.onSubmit({ body: text.trim(), mentions: mentionsIn(text, picked) });
    if (sent && props.initial === undefined) {
      setText('');
      setPicked([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.metaKey && !event.ctrlKey) || event.key === 'Tab') {
        event.preventDefault();
        const member = options[active];
        if (member) pick(member);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the panel.
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape' && props.onCancel) {
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    }
  };

  const listId = `${id}-members`;
  const hintId = `${id}-hint`;
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className={styles.composerLabel} htmlFor={`${id}-field`}>
        {props.label}
      </label>
      <div className={styles.fieldWrap}>
        <textarea
          ref={field}
          id={`${id}-field`}
          className={styles.field}
          value={text}
          rows={3}
          placeholder={props.placeholder ?? 'Write a comment… type @ to mention someone'}
          // biome-ignore lint/a11y/noAutofocus: the composer opens because the person asked to write (Reply, Edit)
          autoFocus={props.autoFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={hintId}
          aria-invalid={over || undefined}
          onChange={(event) => track(event.target.value, event.target.selectionStart)}
          onSelect={(event) => setQuery(mentionQuery(event.currentTarget.value, event.currentTarget.selectionStart))}
          onBlur={() => setQuery(null)}
          onKeyDown={onKeyDown}
        />
        <div id={listId} className={styles.mentionList} role="listbox" aria-label="Members to mention" hidden={!open}>
          {options.map((member, i) => (
            // biome-ignore lint/a11y: options are chosen with the keyboard from the combobox field (aria-activedescendant)
            <div
              key={member.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.mentionOption}
              // Picked before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              <Initials name={member.name} />
              {member.name}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.composerFoot}>
        <span id={hintId} className={over ? styles.over : styles.hint}>
          {over
            ? `${text.length.toLocaleString('en')} / ${COMMENT_MAX_LENGTH.toLocaleString('en')} characters: shorten it to send.`
            : text.length > COMMENT_MAX_LENGTH - 200
              ? `${text.length.toLocaleString('en')} / ${COMMENT_MAX_LENGTH.toLocaleString('en')}`
              : `${MAC ? '⌘' : 'Ctrl'}+Enter to send`}
        </span>
        <span className={styles.composerActions}>
          {props.onCancel ? (
            <Button variant="ghost" className={styles.small} onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" className={styles.small} busy={props.busy} disabled={empty || over}>
            {props.submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}

/** A person's initials in a small circle (names only: no pictures of people are kept). */
export function Initials({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase() ?? '')
    .join('');
  return (
    <span className={styles.initials} aria-hidden>
      {letters || '?'}
    </span>
  );
}
