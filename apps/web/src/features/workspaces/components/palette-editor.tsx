import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './brand-kits.module.css';

const HEX = /^#?[0-9a-f]{6}$/i;
const tidy = (v: string) => `#${v.replace(/^#/, '').toUpperCase()}`;
/** A palette names each colour once (its swatches are keyed by colour). */
const unique = (list: string[]) => [...new Set(list)];

/** A palette as swatches: each colour can be picked or typed, removed, and new ones added (at most 12). */
export function PaletteEditor({
  palette: given,
  onChange: setPalette,
  label = 'Palette',
}: {
  palette: string[];
  onChange: (next: string[]) => void;
  label?: string;
}) {
  const [draft, setDraft] = useState('');
  const palette = unique(given);
  const onChange = (next: string[]) => setPalette(unique(next));
  const add = () => {
    if (!HEX.test(draft.trim())) return;
    onChange([...palette, tidy(draft.trim())]);
    setDraft('');
  };
  return (
    <fieldset className={styles.palette}>
      <legend className={styles.label}>{label}</legend>
      <ul className={styles.swatches}>
        {palette.map((colour, i) => (
          <li key={colour} className={styles.swatchItem}>
            <input
              type="color"
              className={styles.swatch}
              value={colour.toLowerCase()}
              aria-label={`Colour ${i + 1} of the ${label.toLowerCase()}, ${colour}`}
              onChange={(e) => onChange(palette.map((c, j) => (j === i ? tidy(e.target.value) : c)))}
            />
            <span className={styles.hex}>{colour}</span>
            <button
              type="button"
              className={styles.removeSwatch}
              aria-label={`Remove ${colour}`}
              onClick={() => onChange(palette.filter((_, j) => j !== i))}
            >
              <X size={14} strokeWidth={1.5} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {palette.length < 12 ? (
        <div className={styles.addColour}>
          <input
            className={styles.hexInput}
            value={draft}
            placeholder="#1F4E5A"
            aria-label={`Add a colour to the ${label.toLowerCase()} (hex)`}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={!HEX.test(draft.trim())}>
            <Plus size={16} strokeWidth={1.5} aria-hidden="true" /> Add colour
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
