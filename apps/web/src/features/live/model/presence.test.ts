import { describe, expect, it } from 'vitest';
import { avatarFill, initials, orderPeople, whereLabel } from './presence';

describe('presence', () => {
  it('makes initials from the first and last names', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Lina Bo Bardi')).toBe('LB');
    expect(initials('  bo ')).toBe('B');
    expect(initials('')).toBe('?');
  });

  it('gives one person the same fill every time, from the palette', () => {
    expect(avatarFill('user-1')).toBe(avatarFill('user-1'));
    expect(['#b5532e', '#1b1b1a', '#6b6a66', '#9a4525', '#2f6b3a']).toContain(avatarFill('user-2'));
  });

  it('names the page a person is on', () => {
    expect(whereLabel('historical-topics', () => undefined)).toBe('Historical Topics');
    expect(whereLabel('moodboard:m1', (id) => (id === 'm1' ? 'Courtyard' : undefined))).toBe('Courtyard moodboard');
    expect(whereLabel(null, () => undefined)).toBe('this project');
    expect(whereLabel('canvas', () => undefined)).toBe('Canvas');
    expect(whereLabel('nonsense', () => undefined)).toBe('this project');
  });

  it('lists the others before the viewer', () => {
    const people = [
      { user_id: 'me', name: 'Me', page: null },
      { user_id: 'ana', name: 'Ana', page: null },
    ];
    expect(orderPeople(people, 'me').map((p) => p.user_id)).toEqual(['ana', 'me']);
  });
});
