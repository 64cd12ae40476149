/**
 * The languages the game is written in, by BCP 47 tag, each with its name as its own speakers
 * write it (the language picker shows these, whatever language is on screen).
 */
export const LANGUAGES = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  'zh-Hans': '简体中文',
} as const;

/** A language the game has a catalogue for. */
export type Language = keyof typeof LANGUAGES;

/** Every language, in the picker's order. */
export const LANGUAGE_TAGS = Object.keys(LANGUAGES) as readonly Language[];

/** What the game falls back to when nothing the reader prefers is available. */
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(tag: string): tag is Language {
  return Object.hasOwn(LANGUAGES, tag);
}

/** A tag's language catalogue: exact first, then by its language subtag (pt-PT reads pt-BR). */
function supportedFor(tag: string): Language | null {
  const exact = LANGUAGE_TAGS.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact !== undefined) return exact;
  const [primary = '', ...subtags] = tag.toLowerCase().split('-');
  // Chinese written in traditional characters is not Simplified Chinese.
  if (primary === 'zh' && subtags.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)))
    return null;
  return LANGUAGE_TAGS.find((language) => language.toLowerCase().split('-')[0] === primary) ?? null;
}

/**
 * The language to show: the one the player chose in Settings, else the first of the reader's
 * preferences (the browser's `navigator.languages`, most wanted first) the game is written in,
 * else English.
 */
export function chooseLanguage(chosen: string | null, preferences: readonly string[]): Language {
  if (chosen !== null && isLanguage(chosen)) return chosen;
  for (const tag of preferences) {
    const language = supportedFor(tag);
    if (language !== null) return language;
  }
  return FALLBACK_LANGUAGE;
}
