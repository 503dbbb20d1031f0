// Process: test (node). The external-link check behind shell.openExternal and window.open: a table of hostile
// URLs, all refused; plain web links pass, normalised.
import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from '../../../domain/shared/external-links';

const HOSTILE: unknown[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'file://server/share/x.exe',
  'vbscript:msgbox(1)',
  'smb://evil.example/share',
  'ms-msdt:/id PCWDiagnostic',
  'mailto:a@example.com',
  'ftp://example.com/',
  'chrome://settings',
  'about:blank',
  'blob:https://example.com/123',
  'http://trusted.example@evil.example/',
  'https://user:pass@example.com/',
  'https://:pass@example.com/',
  'http://',
  '//evil.example/',
  '/relative/path',
  'example.com',
  '',
  'not a url',
  `https://example.com/${'a'.repeat(2100)}`,
  42,
  null,
  undefined,
  { href: 'https://example.com' },
];

describe('toSafeExternalUrl', () => {
  it.each(HOSTILE.map((u) => [JSON.stringify(u)?.slice(0, 60) ?? String(u), u]))('refuses %s', (_label, url) => {
    expect(toSafeExternalUrl(url)).toBeNull();
  });

  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['  https://Example.COM/Path  ', 'https://example.com/Path'],
    ['https://xn--nxasmq6b.example/', 'https://xn--nxasmq6b.example/'],
    ['https://example.com/@not-userinfo', 'https://example.com/@not-userinfo'],
  ])('opens %s as %s', (input, expected) => {
    expect(toSafeExternalUrl(input)).toBe(expected);
  });
});
