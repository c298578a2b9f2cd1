import { type KeyboardEvent, useId, useState } from 'react';
import { type PlaceResult, useSearchPlaces } from '../api/search-places';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './place-autocomplete.module.css';

const DEBOUNCE_MS = 150;

type PlaceAutocompleteProps = {
  label: string;
  value: string;
  onTextChange: (text: string) => void;
  onPick: (place: PlaceResult) => void;
};

export const NO_PLACES = 'No places found';
export const SEARCH_UNAVAILABLE = 'Place search is not available right now. You can still type the location.';

/** The line under the field when a finished search offers nothing to pick. */
function searchNote({ failed, found }: { failed: boolean; found: number }): string | null {
  if (failed) return SEARCH_UNAVAILABLE;
  return found === 0 ? NO_PLACES : null;
}

/** The location input with place suggestions (ARIA combobox with a listbox popup); says so when nothing matches. */
export function PlaceAutocomplete({ label, value, onTextChange, onPick }: PlaceAutocompleteProps) {
  const id = useId();
  const listId = `${id}-places`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, DEBOUNCE_MS);
  const search = useSearchPlaces(open ? query : '');
  const results = open && query.trim().length >= 2 ? (search.data ?? []) : [];
  const expanded = results.length > 0;
  const searched = open && query.trim().length >= 2 && query === value && !search.isFetching;
  const emptyNote = searched ? searchNote({ failed: search.isError, found: (search.data ?? []).length }) : null;

  const pick = (place: PlaceResult) => {
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          id={id}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Enter project location or address"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {emptyNote ? (
          <p className={styles.note} role="status">
            {emptyNote}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label="Places" className={styles.list} hidden={!expanded}>
          {results.map((place, index) => (
            // biome-ignore lint/a11y: options are chosen with the keyboard from the combobox input (aria-activedescendant)
            <div
              key={place.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep focus in the input so the click lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              onMouseEnter={() => setActive(index)}
            >
              <span className={styles.name}>{place.label}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
