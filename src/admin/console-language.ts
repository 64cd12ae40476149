import { chooseLanguage } from '../app/text/languages';
import { LocalStore } from '../storage/local-store';
import { loadSettings, saveSettings } from '../storage/settings';
import { browserLanguages, pageLanguage } from '../ui/page/page-language';
import { setConsoleText } from './text/console-text';
import { loadConsoleCatalogue } from './text/load-console-catalogue';

/**
 * The console's language: the game's language setting (one setting per origin, so an operator
 * who plays in German reads the console in German too), else the browser's preference. Its two
 * catalogues are fetched together: the game's (the service's refusals, the picker's words, and
 * `<html lang>` with it) and the console's own. Only the chosen language's are downloaded.
 */
export class ConsoleLanguage {
  readonly #store = new LocalStore({ storage: () => window.localStorage });
  readonly #game = pageLanguage();

  /** The language the operator chose (a tag), or null to follow the browser. */
  chosen(): string | null {
    return loadSettings(this.#store).language;
  }

  /** Puts the chosen language's words on the page; resolves when both catalogues are set. */
  async apply(chosen: string | null = this.chosen()): Promise<void> {
    const language = chooseLanguage(chosen, browserLanguages());
    try {
      const [words] = await Promise.all([loadConsoleCatalogue(language), this.#game(chosen)]);
      setConsoleText(language, words);
    } catch (error: unknown) {
      console.error(`The console's ${language} text could not be loaded:`, error);
    }
  }

  /** Saves a choice in the game's settings (read again first, so nothing else is lost) and applies it. */
  async choose(chosen: string | null): Promise<void> {
    saveSettings(this.#store, { ...loadSettings(this.#store), language: chosen });
    await this.apply(chosen);
  }
}
