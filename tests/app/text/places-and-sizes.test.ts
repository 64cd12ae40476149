/**
 * Issue 45: a place on a leaderboard as each language writes it (French 1re, 2e, never a fixed
 * "ᵉ"), and a file's size with one decimal in the language's own decimal sign.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../src/app/text/en';
import { LANGUAGE_TAGS, type Language } from '../../../src/app/text/languages';
import { loadCatalogue } from '../../../src/app/text/load-catalogue';
import { messageFormatters } from '../../../src/app/text/message-formatters';
import { say, writeMessage } from '../../../src/app/text/message-descriptor';
import { setTextLanguage, t } from '../../../src/app/text/text';

afterEach(() => {
  setTextLanguage('en', en);
});

const RANKS = [1, 2, 3, 11, 21, 22];

async function inLanguage(language: Language): Promise<void> {
  setTextLanguage(language, await loadCatalogue(language));
}

/** What `runs.saved` reads for ranks 1, 2, 3, 11, 21 and 22 in each language. */
const SAVED: Readonly<Record<Language, readonly string[]>> = {
  en: RANKS.map((rank) => `Saved to the leaderboard at #${rank}.`),
  es: RANKS.map((rank) => `Guardado en la clasificación en el puesto ${rank}.`),
  'pt-BR': RANKS.map((rank) => `Salvo no ranking na posição ${rank}.`),
  fr: [
    'Enregistré au classement en 1re place.',
    'Enregistré au classement en 2e place.',
    'Enregistré au classement en 3e place.',
    'Enregistré au classement en 11e place.',
    'Enregistré au classement en 21e place.',
    'Enregistré au classement en 22e place.',
  ],
  de: RANKS.map((rank) => `In der Bestenliste auf Platz ${rank} gespeichert.`),
  ru: RANKS.map((rank) => `Сохранено в таблице: место ${rank}.`),
  'zh-Hans': RANKS.map((rank) => `已存入排行榜，第${rank}名。`),
};

describe('a place on the leaderboard', () => {
  it.each(LANGUAGE_TAGS)(
    'reads in %s as the language writes ranks 1, 2, 3, 11, 21, 22',
    async (tag) => {
      await inLanguage(tag);
      expect(RANKS.map((rank) => t('runs.saved', { rank }))).toEqual(SAVED[tag]);
    },
  );

  it('French writes the first place 1re in every message with a place, the others Ne', async () => {
    await inLanguage('fr');
    expect(t('runs.already', { rank: 1 })).toBe('Déjà au classement en 1re place.');
    expect(t('runs.notSaved', { rank: 21 })).toContain('Serait en 21e place,');
    expect(t('postLine.rankToday', { rank: 1 })).toBe('1re place mondiale aujourd’hui.');
    expect(t('postLine.rankLevel', { rank: 2 })).toBe('2e place mondiale sur ce niveau.');
  });

  it.each([
    ['en', ['1st', '2nd', '3rd', '11th', '21st', '22nd']],
    ['fr', ['1re', '2e', '3e', '11e', '21e', '22e']],
    ['es', ['1.º', '2.º', '3.º', '11.º', '21.º', '22.º']],
    ['pt-BR', ['1º', '2º', '3º', '11º', '21º', '22º']],
    ['de', ['1.', '2.', '3.', '11.', '21.', '22.']],
    ['ru', ['1-е', '2-е', '3-е', '11-е', '21-е', '22-е']],
    ['zh-Hans', ['第1', '第2', '第3', '第11', '第21', '第22']],
  ] as const)('{rank:ordinal} writes %s places as %j', (tag, places) => {
    const ordinal = messageFormatters(tag).styles.ordinal;
    expect(RANKS.map((rank) => ordinal.format(rank))).toEqual(places);
  });
});

describe("a replay file's size", () => {
  const huge = say('viewer.tooBig', { file: 'huge.json', size: 4, max: 3 });

  it('keeps one decimal in English: 4.0 MB', () => {
    expect(writeMessage(huge)).toBe(
      'huge.json is 4.0 MB: a replay file is at most 3 MB, so this is not one.',
    );
  });

  it('writes the decimal comma in German and French, rounded to one decimal', async () => {
    await inLanguage('de');
    expect(writeMessage(huge)).toContain('huge.json ist 4,0 MB groß');
    await inLanguage('fr');
    expect(writeMessage(huge)).toContain('huge.json pèse 4,0 Mo');
    const odd = say('viewer.tooBig', { file: 'odd.json', size: 3.04999, max: 3 });
    expect(writeMessage(odd)).toContain('odd.json pèse 3,0 Mo');
  });
});
