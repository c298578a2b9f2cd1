import { describe, expect, it } from 'vitest';
import { mailName, mailQuote } from './mail-text.js';

describe('mailName', () => {
  it('keeps ordinary names as they are', () => {
    for (const name of ['Atelier Norte', 'Maré & Co.', 'J.R. Lobo', 'Studio v2.0', 'Inês Lobo']) expect(mailName(name)).toBe(name);
  });

  it('turns links and host names into text, on one line', () => {
    expect(mailName('Claim at https://evil.example/x now')).toBe('Claim at https[:]//evil[.]example/x now');
    expect(mailName('visit www.evil.com')).toBe('visit www[.]evil[.]com');
    expect(mailName('Ada\r\nOpen: x\u202e')).toBe('Ada Open: x');
    expect(mailName('mailto://a')).not.toMatch(/:\/\//);
  });
});

describe('mailQuote', () => {
  it('indents every later line and drops control characters', () => {
    expect(mailQuote('one\r\ntwo\u2028three\u0007', '    ')).toBe('one\n    two\n    three');
  });
});
