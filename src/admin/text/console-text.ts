import { formatMessage, type ArgsOf, type CatalogueOf } from '../../app/text/messages';
import { messageFormatters } from '../../app/text/message-formatters';
import { FALLBACK_LANGUAGE, type Language } from '../../app/text/languages';
import { consoleEn, type ConsoleEnglish } from './en';

/** The console's message keys: its English catalogue's. */
export type ConsoleKey = keyof ConsoleEnglish;

/** A language's console catalogue: every English key, in the language's words and plurals. */
export type ConsoleCatalogue = CatalogueOf<ConsoleEnglish>;

let catalogue: ConsoleCatalogue = consoleEn;
let formatters = messageFormatters(FALLBACK_LANGUAGE);

/**
 * The console's text of `key` in its language (English until `setConsoleText`), as `t` writes
 * the game's: named placeholders, plural forms by `count`, numbers as the language writes them.
 */
export function ct<K extends ConsoleKey>(key: K, ...args: ArgsOf<ConsoleEnglish[K]>): string {
  const [params = {}] = args as [Readonly<Record<string, string | number>>?];
  return formatMessage(catalogue[key], params, formatters);
}

/** Puts the console's words of `chosen` on the page (the page builds its parts again). */
export function setConsoleText(chosen: Language, words: ConsoleCatalogue): void {
  catalogue = words;
  formatters = messageFormatters(chosen);
}
