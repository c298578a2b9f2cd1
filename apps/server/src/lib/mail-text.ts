// Line breaks, other control characters, format characters (bidi overrides, zero-width) and line/paragraph separators.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/**
 * A name someone typed (a studio, a person, a project), as a mail's Subject or one of its lines
 * shows it: on one line, and with nothing a mail client would turn into a link (`https://x` reads
 * `https[:]//x`, `evil.example` reads `evil[.]example`), so a name cannot carry a link of its own.
 */
export function mailName(value: string): string {
  return value
    .replace(CONTROL, ' ')
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Free text (a comment) as mail lines: control characters but the line break go; every line after the first is quoted. */
export function mailQuote(value: string, indent: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .split('\n')
    .map((line) => line.replace(CONTROL, ' ').trimEnd())
    .join(`\n${indent}`);
}
