import { describe, expect, it } from 'vitest';
import { rememberOpenedProject, wasProjectOpened } from './opened-projects';

describe('opened projects', () => {
  it('remembers a project this tab opened, for this session only', () => {
    expect(wasProjectOpened('p1')).toBe(false);
    rememberOpenedProject('p1');
    expect(wasProjectOpened('p1')).toBe(true);
    expect(wasProjectOpened('p2')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('loci.opened-projects') ?? '[]')).toEqual(['p1']);
  });
});
