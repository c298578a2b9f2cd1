/** The 400 message when any text input holds a control character. */
export const CONTROL_CHARS_MESSAGE = 'Text must not contain control characters.';

// Unicode Cc (C0, DEL, C1) except tab, line feed and carriage return.
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** True when the string holds a control character other than \t, \n and \r (NUL included). */
export function hasControlChars(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * True when any string in a parsed input (JSON body, query, params, a form field) — keys
 * included — holds a control character. A string that is itself JSON (forms send lists as JSON
 * text, e.g. `newPrompt`) is looked into too, since a `\u0000` escape in it becomes a NUL when
 * the service parses it. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsControlChars(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (hasControlChars(value)) return true;
      if (value.includes('\\u')) stack.push(parseJson(value));
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlChars(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The value of a JSON text, or undefined when it is not one. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
