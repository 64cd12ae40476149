import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  pageHeaders,
  serviceOrigin,
} from '../../src/server/site/page-headers';
import { readConfig } from '../../src/server/service-config';

describe("the page's connect-src and the service's origin", () => {
  it('allows only the page’s own origin by default', () => {
    expect(serviceOrigin({})).toBeNull();
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self';");
    expect(pageHeaders(null)['Content-Security-Policy']).toContain("connect-src 'self';");
  });

  it('adds exactly the configured origin, normalised', () => {
    const origin = serviceOrigin({ VITE_LEADERBOARD_ORIGIN: 'https://API.example.org/' });
    expect(origin).toBe('https://api.example.org');
    expect(contentSecurityPolicy(origin)).toContain("connect-src 'self' https://api.example.org;");
    expect(pageHeaders(origin)['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.example.org;",
    );
  });

  it('refuses anything but a bare http(s) origin, naming the variable', () => {
    for (const bad of [
      'api.example.org',
      'ftp://a.example',
      'https://a.example/api',
      'https://a.example/?x=1',
      "https://a.example 'unsafe-eval'",
    ]) {
      expect(() => serviceOrigin({ VITE_LEADERBOARD_ORIGIN: bad }), bad).toThrow(
        /VITE_LEADERBOARD_ORIGIN must be an http\(s\) origin/,
      );
    }
  });

  it('reaches npm run serve through its configuration', () => {
    const config = readConfig(
      ['site'],
      { VITE_LEADERBOARD_ORIGIN: 'http://127.0.0.1:8931' },
      '/tmp',
    );
    expect(config.serviceOrigin).toBe('http://127.0.0.1:8931');
    expect(() => readConfig([], { VITE_LEADERBOARD_ORIGIN: 'nonsense' }, '/tmp')).toThrow(
      /VITE_LEADERBOARD_ORIGIN/,
    );
  });
});
