/**
 * A message catalogue's shapes: a message is a template with named placeholders (`{time}`), or
 * a plural message, one template per plural category of the language (Intl.PluralRules) chosen
 * by its `count`. The English catalogue (en.ts) is the source of keys and placeholders; every
 * other language's catalogue has the same keys (the compiler checks them, and the catalogue test
 * checks their placeholders and plural categories).
 */

/** One template per plural category; `other` is the one every language has. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** A catalogue entry: a template, or a plural message counted by `{count}`. */
export type Message = string | PluralMessage;

/**
 * How a template asks for a number to be written, after its placeholder's name: `{rank:ordinal}`
 * as the language writes a place ("1re", "2e"), `{size:tenths}` with one decimal ("4.0", "4,0").
 * A plain `{name}` writes a number as a count.
 */
export type NumberStyle = 'ordinal' | 'tenths';

/** A placeholder's name without its number style: `rank` for `rank:ordinal`. */
type PlaceholderName<Spec> = Spec extends `${infer Name}:${string}` ? Name : Spec;

/** The placeholder names of a template, e.g. `'time' | 'best'` for `'{time} (best {best})'`. */
export type Placeholders<Template> = Template extends `${string}{${infer Spec}}${infer Rest}`
  ? PlaceholderName<Spec> | Placeholders<Rest>
  : never;

/** What a placeholder takes: text as it is, or a number written as the language writes it. */
export type PlaceholderValue = string | number;

/** The values a message needs: each placeholder by name, and a plural message's `count`. */
export type ParamsOf<M> = M extends string
  ? Record<Placeholders<M>, PlaceholderValue>
  : M extends PluralMessage
    ? Record<Placeholders<M[keyof M] & string> | 'count', PlaceholderValue> & {
        readonly count: number;
      }
    : never;

/** A catalogue with the keys of `English`: each a template, or the plural forms of its language. */
export type CatalogueOf<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : Exclude<Message, string>;
};

/** The arguments after a message's key: none for a message without placeholders. */
export type ArgsOf<M> = keyof ParamsOf<M> extends never ? [] : [params: ParamsOf<M>];

const PLACEHOLDER = /\{(\w+)(?::(ordinal|tenths))?\}/g;

/** Every placeholder name of a template, in order (repeats kept once). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** How a message is written in one language: its plurals, and a number in each style. */
export interface MessageFormatters {
  readonly plural: Intl.PluralRules;
  readonly number: { format(value: number): string };
  readonly styles: Readonly<Record<NumberStyle, { format(value: number): string }>>;
}

/**
 * Writes `message` with `params`: numbers through the language's number format (or the style
 * its placeholder names), a plural message's template picked by its `count`. A placeholder
 * without a value stays as written, so a missing value shows rather than vanishes.
 */
export function formatMessage(
  message: Message,
  params: Readonly<Record<string, PlaceholderValue>>,
  formatters: MessageFormatters,
): string {
  let template: string;
  if (typeof message === 'string') template = message;
  else {
    const count = Number(params.count ?? 0);
    template = message[formatters.plural.select(count)] ?? message.other;
  }
  return template.replace(PLACEHOLDER, (whole, name: string, style?: NumberStyle) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    return (style === undefined ? formatters.number : formatters.styles[style]).format(value);
  });
}
