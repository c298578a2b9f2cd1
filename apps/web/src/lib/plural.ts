/** A count with its noun in the right number: `plural(1, 'image')` is "1 image", `plural(3, 'image')` "3 images". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}
