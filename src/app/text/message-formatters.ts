import type { Language } from './languages';
import type { MessageFormatters } from './messages';
import { numberWriter } from './numbers';
import { ordinalWriter } from './ordinals';

/**
 * How messages are written in `language` (the game's and the console's): plurals by its rules,
 * counts, places and one-decimal sizes as it writes them.
 */
export function messageFormatters(language: Language): MessageFormatters {
  const number = numberWriter(language);
  const tenths = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    plural: new Intl.PluralRules(language),
    number,
    styles: { ordinal: ordinalWriter(language, number), tenths },
  };
}
