/**
 * A start token's claims are read only after its signature holds, and then their types are
 * checked: a payload signed with the service's secret but of the wrong shape is refused, never
 * trusted by a cast. The player whose key started it is one of the signed claims (issue 41).
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
    const { token, claims } = tokens.issue('level:first-steps', 1_000, 'p1');
    expect(claims.playerId).toBe('p1');
    expect(tokens.read(token)).toEqual(claims);
    const payload = '{"id":"x","levelKey":"level:a","issuedAt":5,"playerId":"p2"}';
    expect(tokens.read(signed(payload))).toEqual({
      id: 'x',
      levelKey: 'level:a',
      issuedAt: 5,
      playerId: 'p2',
    });
  });

  it('refuses a token whose player was edited: the player is inside what is signed', () => {
    const tokens = new StartTokens(SECRET);
    const { token } = tokens.issue('level:a', 1_000, 'ariadne-id');
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const edited = { ...claims, playerId: 'minos-id' };
    const forged = `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
    expect(tokens.read(forged)).toBe('is not signed by this service');
  });

  it.each([
    ['issuedAt as text', '{"id":"x","levelKey":"level:a","issuedAt":"5","playerId":"p"}'],
    ['a missing id', '{"levelKey":"level:a","issuedAt":5,"playerId":"p"}'],
    ['a number as levelKey', '{"id":"x","levelKey":7,"issuedAt":5,"playerId":"p"}'],
    ['an extra claim', '{"id":"x","levelKey":"level:a","issuedAt":5,"playerId":"p","admin":true}'],
    // A token issued before tokens named their player: no key is bound to it.
    ['no player', '{"id":"x","levelKey":"level:a","issuedAt":5}'],
    ['an empty player', '{"id":"x","levelKey":"level:a","issuedAt":5,"playerId":""}'],
    ['a number as player', '{"id":"x","levelKey":"level:a","issuedAt":5,"playerId":7}'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['no JSON at all', 'not json'],
  ])('refuses a signed payload with %s', (_name, payload) => {
    const problem = new StartTokens(SECRET).read(signed(payload));
    expect(typeof problem).toBe('string');
  });
});

describe('StartTokens.read, each refusal', () => {
  const tokens = new StartTokens(SECRET);

  it.each([
    ['one part', 'abc'],
    ['three parts', 'abc.def.ghi'],
    ['an empty text', ''],
  ])('calls %s not a start token', (_name, token) => {
    expect(tokens.read(token)).toBe('is not a start token');
  });

  it('refuses a signature of another length, or of another secret, as not signed', () => {
    const { token } = tokens.issue('level:a', 1_000, 'p');
    const [payload = '', signature = ''] = token.split('.');
    expect(tokens.read(`${payload}.${signature.slice(1)}`)).toBe('is not signed by this service');
    expect(tokens.read(`${payload}.${signature}A`)).toBe('is not signed by this service');
    expect(tokens.read(`${payload}.`)).toBe('is not signed by this service');
    expect(new StartTokens('another-secret').read(token)).toBe('is not signed by this service');
  });

  it('names what is wrong with signed claims', () => {
    expect(tokens.read(signed('not json'))).toBe('carries claims that are not JSON');
    expect(tokens.read(signed('[1,2,3]'))).toBe('carries claims of the wrong shape');
  });
});

describe('StartTokens.check at its borders', () => {
  const tokens = new StartTokens(SECRET);
  // Issued at a time other than 0, so an age computed any other way than now - issuedAt shows.
  const issuedAt = 1_800_000_000_000;
  const { token, claims } = tokens.issue('level:a', issuedAt, 'p');
  // 1 418 ticks at 20 a second are 70.9 s of game time; 2 s of tolerance leave 68.9 s.
  const replay = { levelKey: 'level:a', ticks: 1_418 };

  it('refuses a run posted sooner than its game time allows, to the millisecond', () => {
    expect(tokens.check(token, replay, issuedAt + 68_899)).toBe(
      'was issued 68.9 s ago, but the run lasts 70.9 s of game time: posted too soon',
    );
    expect(tokens.check(token, replay, issuedAt + 68_900)).toEqual(claims);
    expect(tokens.check(token, { ...replay, ticks: 0 }, issuedAt)).toEqual(claims);
    expect(tokens.check(token, { ...replay, ticks: 40 }, issuedAt)).toEqual(claims);
    expect(tokens.check(token, { ...replay, ticks: 42 }, issuedAt)).toBe(
      'was issued 0.0 s ago, but the run lasts 2.1 s of game time: posted too soon',
    );
  });

  it('takes a token exactly 12 hours old by default and refuses one a millisecond older', () => {
    const twelveHours = 12 * 3_600_000;
    expect(tokens.check(token, replay, issuedAt + twelveHours)).toEqual(claims);
    expect(tokens.check(token, replay, issuedAt + twelveHours + 1)).toBe(
      'was issued 12.0 hours ago, over the limit of 12 hours',
    );
    expect(tokens.check(token, replay, issuedAt + 7 * 24 * 3_600_000)).toBe(
      'was issued 168.0 hours ago, over the limit of 12 hours',
    );
  });

  it('takes the lifetime a host sets (LEADERBOARD_TOKEN_MAX_AGE_HOURS), to the millisecond', () => {
    const longer = new StartTokens(SECRET, 48 * 3_600_000);
    const long = longer.issue('level:a', issuedAt, 'p');
    expect(longer.check(long.token, replay, issuedAt + 48 * 3_600_000)).toEqual(long.claims);
    expect(longer.check(long.token, replay, issuedAt + 48 * 3_600_000 + 1)).toBe(
      'was issued 48.0 hours ago, over the limit of 48 hours',
    );
  });

  it("refuses another level's replay and passes on read's refusals", () => {
    expect(tokens.check(token, { ...replay, levelKey: 'level:b' }, issuedAt + 100_000)).toBe(
      'was issued for level level:a, but the replay is of level level:b',
    );
    expect(tokens.check('abc', replay, issuedAt + 100_000)).toBe('is not a start token');
  });
});
