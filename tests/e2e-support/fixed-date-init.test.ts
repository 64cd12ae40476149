// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { fixedDateInit } from '../../e2e/support/fixed-date-init';

const RealDate = Date;
const moment = RealDate.parse('2026-12-25T12:00:00.000Z');
fixedDateInit(moment);

afterAll(() => {
  Object.defineProperty(window, 'Date', { configurable: true, writable: true, value: RealDate });
});

describe('fixedDateInit', () => {
  it('gives the fixed moment for now, and leaves dates built from arguments alone', () => {
    const PageDate = window.Date;
    expect(new PageDate().toISOString()).toBe('2026-12-25T12:00:00.000Z');
    expect(PageDate.now()).toBe(moment);
    expect(new PageDate(0).getTime()).toBe(0);
    expect(new PageDate('2026-03-14T00:00:00Z').getUTCDate()).toBe(14);
    expect(PageDate.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(new PageDate()).toBeInstanceOf(RealDate);
    expect((PageDate as unknown as () => string)()).toBe(new RealDate(moment).toString());
  });
});
