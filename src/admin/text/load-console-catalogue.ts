import type { Language } from '../../app/text/languages';
import type { ConsoleCatalogue } from './console-text';
import { consoleEn } from './en';

/**
 * The console catalogue of `language`: English is in the console's code, every other language a
 * chunk of its own, fetched only when chosen (a literal import() each, so the bundler splits it).
 */
export async function loadConsoleCatalogue(language: Language): Promise<ConsoleCatalogue> {
  switch (language) {
    case 'en':
      return consoleEn;
    case 'es':
      return (await import('./catalogues/console-es')).consoleEs;
    case 'pt-BR':
      return (await import('./catalogues/console-pt-br')).consolePtBR;
    case 'fr':
      return (await import('./catalogues/console-fr')).consoleFr;
    case 'de':
      return (await import('./catalogues/console-de')).consoleDe;
    case 'ru':
      return (await import('./catalogues/console-ru')).consoleRu;
    case 'zh-Hans':
      return (await import('./catalogues/console-zh-hans')).consoleZhHans;
  }
}
