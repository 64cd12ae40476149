import { en } from './en';
import type { Language } from './languages';
import type { Catalogue } from './text';

/**
 * The catalogue of `language`. English is in the game's code; every other language is a chunk
 * of its own, fetched only when chosen (and precached with the rest of the build for offline
 * play). A literal import() per language, so the bundler splits each one out.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'en':
      return en;
    case 'es':
      return (await import('./catalogues/es')).es;
    case 'pt-BR':
      return (await import('./catalogues/pt-br')).ptBR;
    case 'fr':
      return (await import('./catalogues/fr')).fr;
    case 'de':
      return (await import('./catalogues/de')).de;
    case 'ru':
      return (await import('./catalogues/ru')).ru;
    case 'zh-Hans':
      return (await import('./catalogues/zh-hans')).zhHans;
  }
}
