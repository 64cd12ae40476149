import { chooseLanguage, type Language } from '../../app/text/languages';
import { loadCatalogue } from '../../app/text/load-catalogue';
import { setTextLanguage, textLanguage } from '../../app/text/text';

/** The reader's preferred languages as the browser says, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The language the game shows when the player has chosen none: the browser's best match. */
export function browserLanguage(): Language {
  return chooseLanguage(null, browserLanguages());
}

/**
 * Puts the language of `chosen` (the setting; null follows the browser) on the page: its
 * catalogue is fetched (only that one), then every string and `<html lang>` follow. A catalogue
 * that cannot be fetched (offline before the build was cached) leaves the language as it was.
 * Resolves once the language is on screen; a later choice wins over a slower earlier one.
 */
export function pageLanguage(): (chosen: string | null) => Promise<void> {
  let latest: Language = textLanguage();
  return async (chosen) => {
    const language = chooseLanguage(chosen, browserLanguages());
    latest = language;
    if (language === textLanguage()) {
      document.documentElement.lang = language;
      return;
    }
    try {
      const catalogue = await loadCatalogue(language);
      if (latest !== language) return;
      // The page's language first, so the screens written next are read in it.
      document.documentElement.lang = language;
      setTextLanguage(language, catalogue);
    } catch (error: unknown) {
      console.error(`The ${language} text could not be loaded:`, error);
    }
  };
}
