import { describe, expect, it } from 'vitest';
import { safeRedirect, sameOriginPath } from '../../src/api/redirects.ts';

// A wizard's callback comes from outside as a URL; the view follows it only while it stays on the portal.
describe('sameOriginPath', () => {
  const origin = 'https://portal.example';

  it.each(['/promote', '/my-products?type=2', '/message#thread', '/%2F%2Fencoded'])('keeps %s', (path) => {
    expect(sameOriginPath(path, origin)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['an absolute address of the portal itself', 'https://portal.example/promote'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'promote'],
    ['an empty value', ''],
    ['a host the parser refuses', '/\\[bad'],
  ])('refuses %s', (_, target) => {
    expect(sameOriginPath(target, origin)).toBeUndefined();
  });
});

// After sign-in or a profile save the app follows ?redirect: the same rule, with a fallback.
describe('safeRedirect', () => {
  const origin = 'https://portal.example';

  it('follows a path of the portal', () => {
    expect(safeRedirect('/reservations?tab=2', '/dashboard', origin)).toBe('/reservations?tab=2');
  });

  it.each(['/\\evil.example', '//evil.example', 'https://evil.example/', 42, undefined])(
    'goes to the fallback instead of %s',
    (target) => {
      expect(safeRedirect(target, '/dashboard', origin)).toBe('/dashboard');
    },
  );
});
