/** The one naming rule of player and level names (src/api/names.ts), pinned at its limits. */
import { describe, expect, it } from 'vitest';
import { checkName } from '../../src/api/names';

describe('checkName', () => {
  it('takes a name of 1 to 24 (player) or 60 (level) characters after trimming, trimmed', () => {
    expect(checkName('  Theseus  ', 'player')).toEqual({ ok: true, name: 'Theseus' });
    expect(checkName('A'.repeat(24), 'player').ok).toBe(true);
    expect(checkName('A'.repeat(25), 'player').ok).toBe(false);
    expect(checkName('A'.repeat(60), 'level').ok).toBe(true);
    expect(checkName('A'.repeat(61), 'level').ok).toBe(false);
    expect(checkName('Ariadnē and the Ὀδυσσεύς', 'level').ok).toBe(true);
  });

  it.each([
    ['a NUL', 'Gate\u0000'],
    ['an escape code', '\u001b[2JGate'],
    ['a newline', 'Gate\nTwo'],
    ['a bidi override', 'Gate\u202e'],
    ['a bidi isolate', '\u2066Gate'],
    ['a zero-width joiner', 'Ga\u200dte'],
    ['a line separator', 'Gate\u2028'],
    ['a paragraph separator', 'Gate\u2029'],
  ])('refuses %s in a level or player name', (_name, text) => {
    expect(checkName(text, 'level').ok).toBe(false);
    expect(checkName(text, 'player').ok).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['Hangul fillers only', '\u3164\u3164'],
    ['a blank Braille pattern', '\u2800'],
    ['combining marks only', '\u0301\u0301'],
    ['an ideographic space', '\u3000'],
  ])('refuses a name that shows nothing: %s', (_name, text) => {
    expect(checkName(text, 'player').ok).toBe(false);
  });

  it('refuses a name not in NFC (e and a combining acute), and takes its NFC form', () => {
    expect(checkName('The\u0301seus', 'player').ok).toBe(false);
    expect(checkName('Th\u00e9seus', 'player').ok).toBe(true);
  });
});
