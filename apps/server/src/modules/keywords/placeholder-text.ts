/**
 * Placeholder text that themes and site builders ship: lorem ipsum (and its "cupcake/bacon
 * ipsum" cousins) and stock "sample page" sentences. Lines made of it are not the brand's words.
 */
const LOREM = new Set(
  `lorem ipsum dolor sit amet consectetur consectetuer adipiscing adipisicing elit sed do eiusmod tempor incididunt ut
labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo
consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat
cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum curabitur pretium tincidunt lacus
gravida orci odio nullam varius turpis pharetra eros bibendum nec luctus felis sollicitudin mauris integer nibh euismod
perspiciatis unde omnis iste natus error voluptatem accusantium doloremque laudantium totam rem aperiam eaque ipsa quae
ab illo inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas aspernatur aut odit
fugit consequuntur magni dolores eos ratione sequi nesciunt neque porro quisquam dolorem numquam eius modi tempora
incidunt aliquam quaerat vestibulum ante primis faucibus ultrices posuere cubilia curae donec vel mi vitae pellentesque
habitant morbi tristique senectus netus malesuada fames ac egestas mauris vivamus suspendisse potenti etiam maecenas
praesent fusce quam urna tellus metus dui viverra nunc ligula massa mattis rhoncus blandit nam aenean phasellus cras`.split(/\s+/),
);

/** Stock sentences of site builders and themes, in a few languages. */
const STOCK =
  /\b(?:lorem|ipsum)\b|just another wordpress site|proudly powered by|(?:sample|example|dummy|placeholder) (?:text|page|heading|title|content|post)|your (?:text|title|content|headline) (?:goes )?here|edit this (?:text|page)|add your (?:own )?(?:text|content)|hello world|coming soon|under construction|texto de ejemplo|texto de exemplo|texte d'exemple|beispieltext|blindtext|ダミーテキスト|サンプルテキスト|示例文本|占位文本/iu;

const WORD = /\p{L}+/gu;

/** True when a line of text is placeholder: a stock phrase, or mostly lorem-ipsum words. */
export function isPlaceholder(line: string): boolean {
  if (STOCK.test(line)) return true;
  const words = line.toLowerCase().match(WORD) ?? [];
  if (words.length < 3) return false;
  const lorem = words.filter((w) => LOREM.has(w)).length;
  return lorem >= 3 && lorem / words.length >= 0.5;
}

/** The text without its placeholder lines. */
export function withoutPlaceholders(text: string): string {
  return text
    .split('\n')
    .filter((line) => !isPlaceholder(line))
    .join('\n');
}
