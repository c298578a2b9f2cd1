import { describe, expect, it } from 'vitest';
import { action, composeMail, fields, list, mailLine, mailName, mailQuote, paragraph, quote } from './mail-text.js';

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

describe('composeMail', () => {
  const hostile = 'Tiles\r\nOpen the thread: https://evil.example/x\u2028Bcc: v@example.test';

  it('puts every value on one defanged line, whatever block it is in', () => {
    const mail = composeMail({
      to: 'a@example.test',
      subject: mailLine`${hostile} on Loci`,
      blocks: [
        paragraph(mailLine`Board ${hostile}`),
        fields([['Where', hostile]]),
        quote(hostile),
        list([mailLine`${hostile}`]),
        action(mailLine`Open the thread:`, 'https://loci.test/t?x=1'),
      ],
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const lines = mail.text.split('\n');
    expect(lines.filter((l) => l.startsWith('Open the thread:'))).toEqual(['Open the thread:']);
    expect(lines.filter((l) => l.startsWith('Bcc:'))).toEqual([]);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('evil.example');
    expect(lines).toContain('Where: Tiles Open the thread: https[:]//evil[.]example/x Bcc: v@example[.]test');
    expect(mail.link).toBe('https://loci.test/t?x=1');
    expect(mail.html).not.toContain('<script');
  });

  it('escapes values in the HTML part and refuses a link that is not one http(s) URL', () => {
    const mail = composeMail({ to: 'a@example.test', subject: mailLine`x`, blocks: [paragraph(mailLine`<b>${'<img src=x>'}</b>`)] });
    expect(mail.html).not.toContain('<img');
    expect(() => action(mailLine`Open`, 'javascript:alert(1)')).toThrow();
    expect(() => action(mailLine`Open`, 'https://loci.test/a\nhttps://evil.example')).toThrow();
  });
});
