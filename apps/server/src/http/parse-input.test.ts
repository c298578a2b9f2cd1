import { formInput, formRequiredFile, formText, withOneMessage } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseValue } from './parse-input.js';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { status: (err as { status?: number }).status, message: (err as Error).message };
  }
  return null;
};

describe('parseValue', () => {
  it("keeps a schema's own words, and names the field where zod's words are used", () => {
    const schema = z.object({ name: z.string().min(1, 'Name the snapshot.'), pages: z.array(z.string()).optional() });
    expect(messageOf(() => parseValue(schema, { name: '' }))).toEqual({ status: 400, message: 'Name the snapshot.' });
    expect(messageOf(() => parseValue(schema, { name: 'a', pages: [1] }))?.message).toMatch(/^pages\.0: /);
  });

  it('reads an absent body as an empty one, and one message stands for every issue when the schema says so', () => {
    const schema = withOneMessage(z.object({ count: z.number() }), 'Ask for 2 to 4 variations.');
    expect(messageOf(() => parseValue(schema, undefined))?.message).toBe('Ask for 2 to 4 variations.');
    expect(parseValue(z.object({ name: z.string().default('x') }), undefined)).toEqual({ name: 'x' });
  });

  it('reads form fields in order: the first missing one is the message', () => {
    const schema = formInput({ prompt: formText('prompt'), file: formRequiredFile('Choose a file.') });
    expect(messageOf(() => parseValue(schema, {}))?.message).toBe('prompt is required.');
    expect(messageOf(() => parseValue(schema, { prompt: ['old', ' new '] }))?.message).toBe('Choose a file.');
    const file = { field: 'file', filename: 'a.png', mimetype: 'image/png', bytes: new Uint8Array([1]) };
    expect(parseValue(schema, { prompt: ' a ', file })).toEqual({ prompt: 'a', file });
  });
});
