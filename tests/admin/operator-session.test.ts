import { describe, expect, it } from 'vitest';
import { OPERATOR_CODE_KEY, OperatorSession } from '../../src/admin/operator-session';
import { searchTarget } from '../../src/admin/search-query';

const CODE = `op_${'Zz9_-'.repeat(8)}abc`;

/** A session storage stand-in: its items. */
function fakeStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('OperatorSession', () => {
  it('keeps a typed code, trimmed, and forgets it on sign-out', () => {
    const store = fakeStore();
    const session = new OperatorSession(store);
    expect(session.code()).toBeNull();
    expect(session.signIn(`  ${CODE}\n`)).toBeNull();
    expect([...store.items]).toEqual([[OPERATOR_CODE_KEY, CODE]]);
    expect(session.code()).toBe(CODE);
    session.signOut();
    expect(store.items.size).toBe(0);
    expect(session.code()).toBeNull();
  });

  it('refuses a player key or a short code, and keeps nothing', () => {
    const store = fakeStore();
    const session = new OperatorSession(store);
    expect(session.signIn('pk_abc')).toMatch(/starts with op_/);
    expect(session.signIn(CODE.slice(0, -1))).toMatch(/43 more/);
    expect(store.items.size).toBe(0);
  });

  it('does not hand out something else stored under its key', () => {
    const store = fakeStore();
    store.items.set(OPERATOR_CODE_KEY, 'op_short');
    expect(new OperatorSession(store).code()).toBeNull();
  });
});

describe('searchTarget', () => {
  it('tells a level hash, a run id and a name apart, or takes the kind chosen', () => {
    const hash = 'AB'.repeat(32);
    expect(searchTarget(` ${hash} `)).toEqual({ kind: 'level', id: hash.toLowerCase() });
    expect(searchTarget('AbCdEfGhIjKlMn-_')).toEqual({ kind: 'run', id: 'AbCdEfGhIjKlMn-_' });
    expect(searchTarget('Minos')).toEqual({ kind: 'player', id: 'Minos' });
    expect(searchTarget('AbCdEfGhIjKlMn-_', 'player')).toEqual({
      kind: 'player',
      id: 'AbCdEfGhIjKlMn-_',
    });
    expect(searchTarget('   ')).toBeNull();
  });
});
