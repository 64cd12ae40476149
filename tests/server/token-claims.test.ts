/**
 * A start token's claims are read only after its signature holds, and then their types are
 * checked: a payload signed with the service's secret but of the wrong shape is refused, never
 * trusted by a cast.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StartTokens } from '../../src/server/tokens/start-tokens';

const SECRET = 'a-test-secret';

/** A token signed here, independently of the class: HMAC-SHA256 of the payload, base64url. */
function signed(payload: string): string {
  const encoded = Buffer.from(payload, 'utf8').toString('base64url');
  const signature = createHmac('sha256', SECRET).update(encoded).digest('base64url');
  return `${encoded}.${signature}`;
}

describe('StartTokens.read', () => {
  it('reads claims of the right shape', () => {
    const tokens = new StartTokens(SECRET);
    const { token, claims } = tokens.issue('level:first-steps', 1_000);
    expect(tokens.read(token)).toEqual(claims);
    expect(tokens.read(signed('{"id":"x","levelKey":"level:a","issuedAt":5}'))).toEqual({
      id: 'x',
      levelKey: 'level:a',
      issuedAt: 5,
    });
  });

  it.each([
    ['issuedAt as text', '{"id":"x","levelKey":"level:a","issuedAt":"5"}'],
    ['a missing id', '{"levelKey":"level:a","issuedAt":5}'],
    ['a number as levelKey', '{"id":"x","levelKey":7,"issuedAt":5}'],
    ['an extra claim', '{"id":"x","levelKey":"level:a","issuedAt":5,"admin":true}'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['no JSON at all', 'not json'],
  ])('refuses a signed payload with %s', (_name, payload) => {
    const problem = new StartTokens(SECRET).read(signed(payload));
    expect(typeof problem).toBe('string');
  });
});
