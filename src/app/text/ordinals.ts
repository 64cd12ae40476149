import type { Language } from './languages';

/**
 * How each language writes a place (a rank) as an ordinal, by its ordinal plural category
 * (Intl.PluralRules with `type: 'ordinal'`): English 1st, 2nd, 3rd, 4th, 11th, 21st; French
 * 1re (the place, "la place", is feminine), 2e; Spanish 1.º; Portuguese 1º; German 1.; Russian
 * 1-е (for "место"); Chinese 第1. A catalogue asks for it with `{rank:ordinal}`.
 */
const ORDINALS: Readonly<
  Record<Language, { readonly before?: string; readonly after: OrdinalSuffixes }>
> = {
  en: { after: { one: 'st', two: 'nd', few: 'rd', other: 'th' } },
  es: { after: { other: '.º' } },
  'pt-BR': { after: { other: 'º' } },
  fr: { after: { one: 're', other: 'e' } },
  de: { after: { other: '.' } },
  ru: { after: { other: '-е' } },
  'zh-Hans': { before: '第', after: { other: '' } },
};

type OrdinalSuffixes = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** A writer of places in `language`: its digits, and its ordinal marks around them. */
export function ordinalWriter(
  language: Language,
  number: { format(value: number): string },
): { format(value: number): string } {
  const rules = new Intl.PluralRules(language, { type: 'ordinal' });
  const { before = '', after } = ORDINALS[language];
  return {
    format: (value) =>
      `${before}${number.format(value)}${after[rules.select(value)] ?? after.other}`,
  };
}
