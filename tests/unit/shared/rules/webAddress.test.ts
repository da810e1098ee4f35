import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from '@shared/rules/webAddress';
import { webAddress } from '@shared/schemas/common';

describe('normalizeWebsite', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com  ', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com/', 'https://example.com'],
    ['HTTPS://WWW.Example.COM/About?x=1#team', 'https://www.example.com/About?x=1#team'],
    ['example.com:8080/shop', 'https://example.com:8080/shop'],
    ['//example.com/a', 'https://example.com/a'],
    ['sub.example.co.uk/path/', 'https://sub.example.co.uk/path/'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeWebsite(typed)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'mailto:ada@example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    'https://user:secret@example.com',
    'localhost:3000',
    'example',
    'exa mple.com',
    '',
    '   ',
  ])('refuses %j', (typed) => {
    expect(normalizeWebsite(typed)).toBeNull();
  });
});

describe('webAddress (the schema every typed address uses)', () => {
  it('stores the normal form and keeps blank as blank', () => {
    expect(webAddress().parse(' Example.com/a ')).toBe('https://example.com/a');
    expect(webAddress().parse('  ')).toBe('');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'mailto:a@example.com'])(
    'refuses %j with validation.error.url',
    (typed) => {
      const result = webAddress().safeParse(typed);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.error.url']);
    },
  );

  it('takes a narrower rule and its message', () => {
    const onlyExample = webAddress((t) => (t.endsWith('.example') ? `https://${t}` : null), 'custom.key');
    expect(onlyExample.parse('a.example')).toBe('https://a.example');
    expect(onlyExample.safeParse('other.com').error?.issues[0]?.message).toBe('custom.key');
  });
});
