import { describe, expect, it } from 'vitest';
import { escapeHtml, mailMessage } from './mail-message';

describe('mailMessage', () => {
  it('makes the subject one line, whatever breaks a line in it', () => {
    for (const title of ['Loft\r\nBcc: x@example.com', 'Loft\nBcc: x', 'Loft\rBcc', 'Loft\u2028Bcc', 'Loft\u2029Bcc', 'Loft\u0085Bcc', 'Loft\vBcc', 'Loft\fBcc']) {
      const { subject } = mailMessage(`New listing: ${title}`, '', '');
      expect(subject, JSON.stringify(title)).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
      expect(subject).toMatch(/^New listing: Loft Bcc/);
    }
  });

  it('keeps the body as written', () => {
    expect(mailMessage('Hi', '<p>a</p>\n<p>b</p>', 'a\n\nb')).toEqual({ subject: 'Hi', html: '<p>a</p>\n<p>b</p>', text: 'a\n\nb' });
  });

  it('escapes what HTML would read', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
  });
});
