import { describe, expect, it } from 'vitest';
import { cleanPlayerName } from '../../src/app/preferences';

describe('preferences', () => {
  it('cleans a typed player name and explains a bad one', () => {
    expect(cleanPlayerName('  Ariadne ')).toEqual({ ok: true, name: 'Ariadne' });
    expect(cleanPlayerName('   ')).toMatchObject({ ok: false });
    expect(cleanPlayerName('x'.repeat(25))).toEqual({
      ok: false,
      error: 'Name must be 1 to 24 characters.',
    });
  });
});
