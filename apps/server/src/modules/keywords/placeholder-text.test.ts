import { describe, expect, it } from 'vitest';
import { isPlaceholder, withoutPlaceholders } from './placeholder-text.js';

describe('isPlaceholder', () => {
  it('recognises lorem ipsum, even without the words lorem and ipsum', () => {
    expect(isPlaceholder('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    expect(isPlaceholder('Curabitur pretium tincidunt lacus. Nulla gravida orci a odio.')).toBe(true);
  });

  it('recognises stock sentences of site builders', () => {
    expect(isPlaceholder('Just another WordPress site')).toBe(true);
    expect(isPlaceholder('Edit this text to tell your visitors about yourself.')).toBe(true);
    expect(isPlaceholder('ここにダミーテキストが入ります')).toBe(true);
  });

  it('leaves real text alone, Latin-looking words included', () => {
    expect(isPlaceholder('Nous fabriquons le savon et la pâte sèche est prête en trois semaines.')).toBe(false);
    expect(isPlaceholder('Terra sigillata and stoneware')).toBe(false);
    expect(withoutPlaceholders('Solid oak tables\nLorem ipsum dolor sit amet\nWalnut chairs')).toBe('Solid oak tables\nWalnut chairs');
  });
});
