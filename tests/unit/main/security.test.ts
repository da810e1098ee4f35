import { describe, expect, it, vi } from 'vitest';
import { formatContentSecurityPolicy } from '@shared/security/contentSecurityPolicy';

vi.mock('electron', () => ({ shell: { openExternal: vi.fn() } }));
const { contentSecurityPolicy } = await import('../../../main/security');

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from the app only, and no plugins, framing or base changes', () => {
    const csp = directives(contentSecurityPolicy('http://127.0.0.1:8080', false));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('is the policy the server sends, with the socket named', () => {
    const shell = directives(contentSecurityPolicy('http://127.0.0.1:8080', false));
    const server = directives(formatContentSecurityPolicy());
    expect([...shell.keys()]).toEqual([...server.keys()]);
    for (const [name, sources] of server) {
      expect(shell.get(name)).toEqual(name === 'connect-src' ? [...sources, 'ws://127.0.0.1:8080'] : sources);
    }
  });

  it('lets the page open its realtime socket on the same host', () => {
    expect(directives(contentSecurityPolicy('http://127.0.0.1:8080', false)).get('connect-src')).toEqual([
      "'self'",
      'ws://127.0.0.1:8080',
    ]);
    expect(directives(contentSecurityPolicy('https://events.example.org', false)).get('connect-src')).toEqual(
      ["'self'", 'wss://events.example.org'],
    );
  });

  it('allows inline scripts only for the dev server', () => {
    expect(directives(contentSecurityPolicy('http://localhost:5173', true)).get('script-src')).toContain(
      "'unsafe-inline'",
    );
  });
});
