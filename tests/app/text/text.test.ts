/**
 * The catalogue module (issue 45): messages with named placeholders, plurals by the language's
 * rules (Russian's one, few and many), numbers, run times, dates and "ago" through Intl, and the
 * choice of language from the setting and the browser's preferences.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { ru } from '../../../src/app/text/catalogues/ru';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import {
  formatAgo,
  formatDay,
  formatList,
  formatNumber,
  formatRunTime,
} from '../../../src/app/text/formats';
import { chooseLanguage } from '../../../src/app/text/languages';
import { loadCatalogue } from '../../../src/app/text/load-catalogue';
import { onTextLanguage, setTextLanguage, t, textLanguage } from '../../../src/app/text/text';

afterEach(() => {
  setTextLanguage('en', en);
});

describe('t', () => {
  it('fills named placeholders, in English by default', () => {
    expect(textLanguage()).toBe('en');
    expect(t('end.newBest', { time: '12.35' })).toBe('New best! (was 12.35 s)');
    expect(t('title.worldDailyNote', { key: 'G' })).toBe("G: today's fastest in the world");
  });

  it('picks English plural forms by count', () => {
    const line = (count: number) => t('end.gemBonus', { run: '20.00', count, bonus: '1.00' });
    expect(line(1)).toBe('20.00 s run, 1 gem −1.00 s');
    expect(line(2)).toBe('20.00 s run, 2 gems −1.00 s');
  });

  it("picks Russian's one, few and many as Russian counts them", () => {
    setTextLanguage('ru', ru);
    const gems = (count: number) =>
      t('end.gemBonus', { run: '9,00', count, bonus: '1,00' }).split(', ')[1];
    expect(gems(1)).toBe('1 самоцвет −1,00 с');
    expect(gems(3)).toBe('3 самоцвета −1,00 с');
    expect(gems(5)).toBe('5 самоцветов −1,00 с');
    expect(gems(11)).toBe('11 самоцветов −1,00 с');
    expect(gems(21)).toBe('21 самоцвет −1,00 с');
    expect(gems(24)).toBe('24 самоцвета −1,00 с');
  });

  it('writes numbers in placeholders as the language does, grouping from five digits', () => {
    expect(t('hud.gems', { taken: 1234, total: 12345 })).toBe('Gems 1234 of 12,345');
    setTextLanguage('de', de);
    expect(t('hud.gems', { taken: 1234, total: 12345 })).toBe('Edelsteine 1234 von 12.345');
  });

  it('tells listeners of a change of language, once, and not of the same language again', () => {
    const heard = vi.fn();
    const stop = onTextLanguage(heard);
    setTextLanguage('zh-Hans', zhHans);
    setTextLanguage('zh-Hans', zhHans);
    stop();
    setTextLanguage('en', en);
    expect(heard.mock.calls).toEqual([['zh-Hans']]);
    expect(t('title.play')).toBe('Play');
  });

  it('loads each language its own catalogue', async () => {
    expect((await loadCatalogue('ru'))['title.play']).toBe('Играть');
    expect((await loadCatalogue('pt-BR'))['title.play']).toBe('Jogar');
    expect(await loadCatalogue('en')).toBe(en);
  });
});

describe('formats', () => {
  it('writes run times to the tick: hundredths, the language’s decimal sign, no grouping', () => {
    expect(formatRunTime(247)).toBe('12.35');
    expect(formatRunTime(0)).toBe('0.00');
    expect(formatRunTime(-3)).toBe('0.00');
    expect(formatRunTime(40_000)).toBe('2000.00');
    setTextLanguage('de', de);
    expect(formatRunTime(247)).toBe('12,35');
  });

  it('writes a day as each language does, in UTC', () => {
    expect(formatDay({ year: 2026, month: 3, day: 12 })).toBe('12 March 2026');
    expect(formatDay({ year: 2024, month: 2, day: 29 })).toBe('29 February 2024');
    expect(formatDay({ year: 2000, month: 1, day: 1 })).toBe('1 January 2000');
    expect(formatDay({ year: 1999, month: 12, day: 31 })).toBe('31 December 1999');
    setTextLanguage('de', de);
    expect(formatDay({ year: 2026, month: 3, day: 12 })).toBe('12. März 2026');
    setTextLanguage('zh-Hans', zhHans);
    expect(formatDay({ year: 2026, month: 3, day: 12 })).toBe('2026年3月12日');
  });

  it('says how long ago, roughly', () => {
    expect(formatAgo(30_000)).toBe('now');
    expect(formatAgo(3 * 60_000 + 59_000)).toBe('3 minutes ago');
    expect(formatAgo(26 * 3_600_000)).toBe('yesterday');
    setTextLanguage('ru', ru);
    expect(formatAgo(5 * 3_600_000)).toBe('5 часов назад');
  });

  it('lists items as the language joins them', () => {
    expect(formatList(['red', 'green', 'blue'])).toBe('red, green and blue');
    setTextLanguage('zh-Hans', zhHans);
    expect(formatList(['红', '绿', '蓝'])).toBe('红、绿和蓝');
  });

  it('groups counts from five digits', () => {
    expect(formatNumber(9999)).toBe('9999');
    expect(formatNumber(10_000)).toBe('10,000');
  });
});

describe('chooseLanguage', () => {
  it('takes the setting first, else the first preference the game is written in', () => {
    expect(chooseLanguage('de', ['fr-FR'])).toBe('de');
    expect(chooseLanguage(null, ['it-IT', 'fr-CA', 'de'])).toBe('fr');
    expect(chooseLanguage(null, ['pt-PT'])).toBe('pt-BR');
    expect(chooseLanguage(null, ['zh-CN'])).toBe('zh-Hans');
    expect(chooseLanguage(null, ['ES'])).toBe('es');
  });

  it('falls back to English, never to Simplified for Traditional Chinese', () => {
    expect(chooseLanguage(null, [])).toBe('en');
    expect(chooseLanguage(null, ['zh-TW'])).toBe('en');
    expect(chooseLanguage(null, ['zh-Hant', 'ru'])).toBe('ru');
    expect(chooseLanguage('xx', ['it'])).toBe('en');
  });
});
