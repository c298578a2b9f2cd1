import { describe, expect, it } from 'vitest';
import { lastEventIdOf, sseFrame } from './sse.js';

describe('sse', () => {
  it('writes a frame with its event, id and one line of JSON', () => {
    expect(sseFrame({ event: 'change', id: '7', data: { kind: 'project.changed' } })).toBe(
      'event: change\nid: 7\ndata: {"kind":"project.changed"}\n\n',
    );
  });

  it('reads Last-Event-ID from the header first, then the query; anything else than an id is always too old', () => {
    expect(lastEventIdOf('42', '7')).toBe(42n);
    expect(lastEventIdOf(undefined, '7')).toBe(7n);
    expect(lastEventIdOf(undefined, undefined)).toBeNull();
    expect(lastEventIdOf('', '')).toBeNull();
    expect(lastEventIdOf('abc', undefined)).toBe(-1n);
    expect(lastEventIdOf('9'.repeat(30), undefined)).toBe(-1n);
  });
});
