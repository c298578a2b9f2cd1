import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one image, and images for none or many', () => {
    expect(plural(1, 'image')).toBe('1 image');
    expect(plural(0, 'image')).toBe('0 images');
    expect(plural(12, 'member')).toBe('12 members');
    expect(plural(2, 'study', 'studies')).toBe('2 studies');
  });
});
