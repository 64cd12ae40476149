/**
 * Issue 45's catalogue check, for the game's catalogues and the operator console's: every
 * language's catalogue has exactly the English keys, every key is used by its sources, each
 * translation keeps every placeholder of the English text, and each plural message has every
 * plural category its language's Intl.PluralRules can pick (tests/support/catalogue-checks.ts).
 */
import { describe, expect, it } from 'vitest';
import { consoleDe } from '../../../src/admin/text/catalogues/console-de';
import { consoleEs } from '../../../src/admin/text/catalogues/console-es';
import { consoleFr } from '../../../src/admin/text/catalogues/console-fr';
import { consolePtBR } from '../../../src/admin/text/catalogues/console-pt-br';
import { consoleRu } from '../../../src/admin/text/catalogues/console-ru';
import { consoleZhHans } from '../../../src/admin/text/catalogues/console-zh-hans';
import { consoleEn } from '../../../src/admin/text/en';
import { de } from '../../../src/app/text/catalogues/de';
import { es } from '../../../src/app/text/catalogues/es';
import { fr } from '../../../src/app/text/catalogues/fr';
import { ptBR } from '../../../src/app/text/catalogues/pt-br';
import { ru } from '../../../src/app/text/catalogues/ru';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import { checkCatalogues } from '../../support/catalogue-checks';

checkCatalogues({
  name: "the game's catalogues",
  english: en,
  translations: { es, 'pt-BR': ptBR, fr, de, ru, 'zh-Hans': zhHans },
  sources: 'src',
  // The console's catalogues hold keys as data, not uses of the game's keys.
  catalogueFiles: ['src/app/text/catalogues', 'src/app/text/en.ts', 'src/admin/text'],
});

checkCatalogues({
  name: "the operator console's catalogues",
  english: consoleEn,
  translations: {
    es: consoleEs,
    'pt-BR': consolePtBR,
    fr: consoleFr,
    de: consoleDe,
    ru: consoleRu,
    'zh-Hans': consoleZhHans,
  },
  sources: 'src/admin',
  catalogueFiles: ['src/admin/text/catalogues', 'src/admin/text/en.ts'],
});

describe('the two sets of catalogues', () => {
  it('share no key, so a use of one is never counted as a use of the other', () => {
    const game = new Set(Object.keys(en));
    expect(Object.keys(consoleEn).filter((key) => game.has(key))).toEqual([]);
  });
});
