import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../src/app/text/languages';
import { placeholdersOf, type Message } from '../../src/app/text/messages';

/** A catalogue as the checks read it (its type is left to the compiler). */
export type AnyCatalogue = Readonly<Record<string, Message>>;

/** One set of catalogues: the English source, its translations by tag, and who uses its keys. */
export interface CatalogueSet {
  /** What the catalogues are the words of, for the tests' names. */
  readonly name: string;
  readonly english: AnyCatalogue;
  readonly translations: Readonly<Record<string, AnyCatalogue>>;
  /** The folder (under the repository) whose TypeScript sources use the keys. */
  readonly sources: string;
  /** Folders and files under `sources` that hold catalogues rather than uses of them. */
  readonly catalogueFiles: readonly string[];
}

const ROOT = join(import.meta.dirname, '../..');

function templates(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/** The placeholders a message needs: those of every English form, and `count` for plurals. */
function placeholdersNeeded(message: Message): string[] {
  const names = new Set(templates(message).flatMap(placeholdersOf));
  if (typeof message !== 'string') names.add('count');
  return [...names].sort();
}

/** Every TypeScript source under `folder` outside the catalogues, as one text. */
function sourcesOf(set: CatalogueSet): string {
  const skipped = set.catalogueFiles.map((path) => join(ROOT, path));
  return readdirSync(join(ROOT, set.sources), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skipped.some((skip) => path === skip || path.startsWith(`${skip}/`)))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

/**
 * Issue 45's catalogue check for one set: every language's catalogue has exactly the English
 * keys, every key is used by the sources, each translation keeps every placeholder of the
 * English text, and each plural message has every plural category its language's
 * Intl.PluralRules can pick.
 */
export function checkCatalogues(set: CatalogueSet): void {
  const { english, translations } = set;
  describe(set.name, () => {
    it('cover every language the game offers but English', () => {
      expect(Object.keys(translations).sort()).toEqual(
        LANGUAGE_TAGS.filter((tag) => tag !== 'en').sort(),
      );
    });

    it.each(Object.entries(translations))('%s has exactly the English keys', (_, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });

    it('has no key the sources never use (each is written out where it is used)', () => {
      const sources = sourcesOf(set);
      const unused = Object.keys(english).filter((key) => !sources.includes(`'${key}'`));
      expect(unused).toEqual([]);
    });

    it.each(Object.entries(translations))(
      '%s keeps every placeholder of the English text, and adds none',
      (_, catalogue) => {
        const wrong = Object.entries(english).flatMap(([key, source]) => {
          const needed = placeholdersNeeded(source);
          const translated = catalogue[key];
          if (translated === undefined) return [`${key}: missing`];
          return templates(translated)
            .filter((template) => placeholdersOf(template).sort().join() !== needed.join())
            .map((template) => `${key}: "${template}" should have {${needed.join('}, {')}}`);
        });
        expect(wrong).toEqual([]);
      },
    );

    it.each([['en', english] as const, ...Object.entries(translations)])(
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
      for (const [tag, catalogue] of Object.entries(translations))
        for (const [key, source] of Object.entries(english))
          expect(typeof catalogue[key], `${tag} ${key}`).toBe(typeof source);
    });

    it('Chinese puts no space beside a Chinese character', () => {
      const spaced = Object.entries(translations['zh-Hans'] ?? {}).flatMap(([key, message]) =>
        templates(message)
          .filter((template) =>
            /[\p{Script=Han}，。：！？（）、] | [\p{Script=Han}，。：！？（）、]/u.test(template),
          )
          .map((template) => `${key}: ${template}`),
      );
      expect(spaced).toEqual([]);
    });
  });
}
