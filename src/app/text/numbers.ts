/** Numbers from this size up are grouped (12,345); smaller ones read whole (1234), as in CLDR's "min2". */
const GROUPED_FROM = 10_000;

const writers = new Map<string, { format(value: number): string }>();

/**
 * How `tag` writes a count: its digits, its grouping separator from five digits up (the
 * `useGrouping: 'min2'` of newer Intl, done here so every engine agrees), its minus sign.
 */
export function numberWriter(tag: string): { format(value: number): string } {
  let writer = writers.get(tag);
  if (writer === undefined) {
    const whole = new Intl.NumberFormat(tag, { useGrouping: false });
    const grouped = new Intl.NumberFormat(tag, { useGrouping: true });
    writer = {
      format: (value) => (Math.abs(value) < GROUPED_FROM ? whole : grouped).format(value),
    };
    writers.set(tag, writer);
  }
  return writer;
}
