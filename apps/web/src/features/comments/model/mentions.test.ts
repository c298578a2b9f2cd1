import { describe, expect, it } from 'vitest';
import { insertMention, matchMembers, mentionQuery, mentionsIn, splitMentions } from './mentions';

const ana = { id: 'a', name: 'Ana Ruiz' };
const bo = { id: 'b', name: 'Bo Lind' };
const joana = { id: 'j', name: 'Joana Anders' };

describe('mentions in the composer', () => {
  it('finds the @query before the caret, not an email address', () => {
    expect(mentionQuery('Hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail ana@studio', 15)).toBeNull();
    expect(mentionQuery('Hi @an there', 12)).toBeNull();
  });

  it('matches word starts first, then anywhere', () => {
    expect(matchMembers([joana, ana, bo], 'an').map((m) => m.id)).toEqual(['j', 'a']);
    expect(matchMembers([joana, ana, bo], 'ders').map((m) => m.id)).toEqual(['j']);
  });

  it('inserts the name and keeps only mentions still in the text', () => {
    const made = insertMention('Hi @an', { start: 3, caret: 6 }, 'Ana Ruiz');
    expect(made).toEqual({ text: 'Hi @Ana Ruiz ', caret: 13 });
    expect(mentionsIn(`${made.text}and @Bo Lind`, [ana, bo, joana])).toEqual(['a', 'b']);
    expect(mentionsIn('Hi Ana', [ana])).toEqual([]);
  });

  it('splits a body into mention runs', () => {
    expect(splitMentions('@Ana Ruiz, look', [ana])).toEqual([
      { text: '@Ana Ruiz', mention: true },
      { text: ', look', mention: false },
    ]);
  });
});
