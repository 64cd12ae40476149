import { en, type EnglishCatalogue } from './en';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import { messageFormatters } from './message-formatters';
import { formatMessage, type ArgsOf, type CatalogueOf, type MessageFormatters } from './messages';

/** The messages' keys: the English catalogue's. */
export type MessageKey = keyof EnglishCatalogue;

/** A language's catalogue: every English key, a template or the plural forms of the language. */
export type Catalogue = CatalogueOf<EnglishCatalogue>;

/** The arguments `t(key, ...)` takes: none for a message without placeholders. */
export type TextArgs<K extends MessageKey> = ArgsOf<EnglishCatalogue[K]>;

interface Current {
  readonly language: Language;
  readonly catalogue: Catalogue;
  readonly formatters: MessageFormatters;
}

function current(language: Language, catalogue: Catalogue): Current {
  return {
    language,
    catalogue,
    formatters: messageFormatters(language),
  };
}

/**
 * The language on screen, one for the whole page: English until the shell sets the chosen
 * language's catalogue (it is loaded on demand, so only that one is downloaded). Screens read
 * it when they are built; a switch tells the listeners, which build again.
 */
let shown: Current = current(FALLBACK_LANGUAGE, en);
const listeners = new Set<(language: Language) => void>();

/** The text of message `key` in the language on screen. */
export function t<K extends MessageKey>(key: K, ...args: TextArgs<K>): string {
  const [params = {}] = args as [Readonly<Record<string, string | number>>?];
  return formatMessage(shown.catalogue[key], params, shown.formatters);
}

/** Whether `key` names a message (a key read back from storage may be from another version). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The language on screen (its BCP 47 tag, for `<html lang>` and Intl). */
export function textLanguage(): Language {
  return shown.language;
}

/** Puts `language` on screen with its catalogue, and tells the listeners when it changed. */
export function setTextLanguage(language: Language, catalogue: Catalogue): void {
  const changed = language !== shown.language;
  shown = current(language, catalogue);
  if (changed) for (const listener of listeners) listener(language);
}

/** Calls `listener` after each change of language; returns what stops it. */
export function onTextLanguage(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
