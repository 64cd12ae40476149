/**
 * Issue 45's catalogue check: every language's catalogue has exactly the English keys, every
 * key is used by the game, each translation keeps every placeholder of the English text, and
 * each plural message has every plural category its language's Intl.PluralRules can pick.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/app/text/catalogues/de';
import { es } from '../../../src/app/text/catalogues/es';
import { fr } from '../../../src/app/text/catalogues/fr';
import { ptBR } from '../../../src/app/text/catalogues/pt-br';
import { ru } from '../../../src/app/text/catalogues/ru';
import { zhHans } from '../../../src/app/text/catalogues/zh-hans';
import { en } from '../../../src/app/text/en';
import { LANGUAGE_TAGS } from '../../../src/app/text/languages';
import { placeholdersOf, type Message } from '../../../src/app/text/messages';

type AnyCatalogue = Readonly<Record<string, Message>>;

/** The translations, by tag, as the tests read them (their types are left to the compiler). */
const TRANSLATIONS: Readonly<Record<string, AnyCatalogue>> = {
  es,
  'pt-BR': ptBR,
  fr,
  de,
  ru,
  'zh-Hans': zhHans,
};

const ENGLISH: AnyCatalogue = en;

function templates(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/** The placeholders a message needs: those of every English form, and `count` for plurals. */
function placeholdersNeeded(message: Message): string[] {
  const names = new Set(templates(message).flatMap(placeholdersOf));
  if (typeof message !== 'string') names.add('count');
  return [...names].sort();
}

/** Every TypeScript source of the game outside the catalogues, as one text. */
function gameSources(): string {
  const root = join(import.meta.dirname, '../../../src');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(join('src', 'app', 'text', 'catalogues')))
    .filter((path) => !path.endsWith(join('src', 'app', 'text', 'en.ts')))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

describe('the catalogues', () => {
  it('cover every language the game offers but English', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(
      LANGUAGE_TAGS.filter((tag) => tag !== 'en').sort(),
    );
  });

  it.each(Object.entries(TRANSLATIONS))('%s has exactly the English keys', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH).sort());
  });

  it('has no key the game never uses (each is written out where it is used)', () => {
    const sources = gameSources();
    const unused = Object.keys(ENGLISH).filter((key) => !sources.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it.each(Object.entries(TRANSLATIONS))(
    '%s keeps every placeholder of the English text, and adds none',
    (_, catalogue) => {
      const wrong = Object.entries(ENGLISH).flatMap(([key, english]) => {
        const needed = placeholdersNeeded(english);
        const translated = catalogue[key];
        if (translated === undefined) return [`${key}: missing`];
        return templates(translated)
          .filter((template) => placeholdersOf(template).sort().join() !== needed.join())
          .map((template) => `${key}: "${template}" should have {${needed.join('}, {')}}`);
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each([['en', ENGLISH] as const, ...Object.entries(TRANSLATIONS)])(
    '%s writes each plural message in every plural category of the language, and no other',
    (tag, catalogue) => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const wrong = Object.entries(catalogue)
        .filter(
          (entry): entry is [string, Exclude<Message, string>] => typeof entry[1] !== 'string',
        )
        .filter(([, forms]) => Object.keys(forms).sort().join() !== [...categories].sort().join())
        .map(([key, forms]) => `${key}: ${Object.keys(forms).join()} for ${categories.join()}`);
      expect(wrong).toEqual([]);
    },
  );

  it('plural messages are plural in every language, and templates templates', () => {
    for (const [tag, catalogue] of Object.entries(TRANSLATIONS))
      for (const [key, english] of Object.entries(ENGLISH))
        expect(typeof catalogue[key], `${tag} ${key}`).toBe(typeof english);
  });

  it('Chinese puts no space beside a Chinese character', () => {
    const spaced = Object.entries(zhHans as AnyCatalogue).flatMap(([key, message]) =>
      templates(message)
        .filter((template) =>
          /[\p{Script=Han}，。：！？（）、] | [\p{Script=Han}，。：！？（）、]/u.test(template),
        )
        .map((template) => `${key}: ${template}`),
    );
    expect(spaced).toEqual([]);
  });
});
