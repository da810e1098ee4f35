import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, formatContentSecurityPolicy } from '@shared/security/contentSecurityPolicy';

describe('the app content security policy', () => {
  it('runs no inline or evaluated script', () => {
    expect(CONTENT_SECURITY_POLICY['script-src']).toEqual(["'self'"]);
    expect(Object.values(CONTENT_SECURITY_POLICY).flat()).not.toContain("'unsafe-eval'");
  });

  it('lets no other site frame the app and no page change its base or embed plugins', () => {
    expect(CONTENT_SECURITY_POLICY['frame-ancestors']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY['base-uri']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY['object-src']).toEqual(["'none'"]);
  });

  it('formats as a header and appends sources to their directive', () => {
    const policy = formatContentSecurityPolicy({ 'connect-src': ['wss://events.example.org'] });
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(policy).toContain("connect-src 'self' wss://events.example.org;");
    expect(formatContentSecurityPolicy()).toContain("connect-src 'self';");
  });
});
