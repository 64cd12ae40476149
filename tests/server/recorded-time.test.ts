/**
 * A replay's recordedAt is taken when it lies in its run's window, from an hour before its token
 * was issued to an hour after the post was received, both ends included, and refused otherwise
 * with a sentence naming the three times.
 */
import { describe, expect, it } from 'vitest';
import { recordedAtRefusal } from '../../src/server/runs/recorded-time';

const HOUR = 3_600_000;
const issuedAt = Date.parse('2026-03-14T09:00:00.000Z');
const receivedAt = Date.parse('2026-03-14T10:00:00.000Z');
const window = { issuedAt, receivedAt };
const at = (ms: number) => new Date(ms).toISOString();

describe('recordedAtRefusal', () => {
  it('takes both ends of the window, an hour of clock difference at each', () => {
    expect(recordedAtRefusal(at(issuedAt - HOUR), window)).toBeUndefined();
    expect(recordedAtRefusal(at(receivedAt + HOUR), window)).toBeUndefined();
    expect(recordedAtRefusal('2026-03-14T09:30:00+01:00', window)).toBeUndefined();
  });

  it('refuses a millisecond before the window, naming the three times', () => {
    expect(recordedAtRefusal(at(issuedAt - HOUR - 1), window)).toEqual({
      kind: 'refused',
      refusal: 'invalid-replay',
      field: 'replay.recordedAt',
      problem:
        "is 2026-03-14T07:59:59.999Z, outside the run's window from its token (2026-03-14T09:00:00.000Z) to its post (2026-03-14T10:00:00.000Z)",
    });
  });

  it('refuses a millisecond after the window', () => {
    expect(recordedAtRefusal(at(receivedAt + HOUR + 1), window)?.problem).toBe(
      "is 2026-03-14T11:00:00.001Z, outside the run's window from its token (2026-03-14T09:00:00.000Z) to its post (2026-03-14T10:00:00.000Z)",
    );
  });

  it('refuses a time no parser reads, such as an hour-only offset', () => {
    expect(recordedAtRefusal('2026-03-14T09:26:53+01', window)).toEqual({
      kind: 'refused',
      refusal: 'invalid-replay',
      field: 'replay.recordedAt',
      problem: 'does not read as a time: write it as ISO 8601 with Z or a ±hh:mm offset',
    });
  });
});
