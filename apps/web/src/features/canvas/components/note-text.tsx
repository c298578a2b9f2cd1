import { Fragment } from 'react';
import { type Inline, parseNote } from '../model/note-markdown';

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) => {
    // Runs are positional pieces of one line: the index is their identity.
    const key = i;
    if (run.bold && run.italic)
      return (
        <strong key={key}>
          <em>{run.text}</em>
        </strong>
      );
    if (run.bold) return <strong key={key}>{run.text}</strong>;
    if (run.italic) return <em key={key}>{run.text}</em>;
    return <Fragment key={key}>{run.text}</Fragment>;
  });
}

/** A note's text with its small formatting (note-markdown): built as elements, so typed HTML stays text. */
export function NoteText({ text, className }: { text: string; className?: string }) {
  const blocks = parseNote(text);
  return (
    <div className={className}>
      {blocks.map((block, b) => {
        const key = b;
        if (block.kind === 'paragraph')
          return (
            <p key={key}>
              {block.lines.map((line, l) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  <Runs runs={line} />
                </Fragment>
              ))}
            </p>
          );
        const List = block.kind === 'bullets' ? 'ul' : 'ol';
        return (
          <List key={key}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
              <li key={i}>
                <Runs runs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
