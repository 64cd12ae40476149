/**
 * The skeleton a name is claimed by: two names share one when a reader could take one for the
 * other (case, width, compatibility letters, confusable scripts), and only then.
 */
import { describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../src/server/players/name-skeleton';

describe('nameSkeleton', () => {
  it.each([
    ['Theseus', 'THESEUS'],
    ['Theseus', '\uff34\uff48\uff45\uff53\uff45\uff55\uff53'],
    ['Theseus', 'Th\u0435seus'],
    ['Straße', 'STRASSE'],
    ['Straße', 'strasse'],
    ['\ufb01re', 'FIRE'],
    ['B0B', 'bob'],
  ])('gives %s and %s one skeleton', (a, b) => {
    expect(nameSkeleton(a)).toBe(nameSkeleton(b));
  });

  it.each([
    ['Ian', 'lan'],
    ['Theseus', 'Theseas'],
    ['Minos', 'Minotaur'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(nameSkeleton(a)).not.toBe(nameSkeleton(b));
  });

  it('is in small letters, with the confusables table applied after folding', () => {
    expect(nameSkeleton('Straße')).toBe('strasse');
    expect(nameSkeleton('B0B')).toBe('bob');
    expect(nameSkeleton('Ian')).toBe('ian');
  });
});
