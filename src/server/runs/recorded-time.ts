import { refused, type Refusal } from '../service/refusal';

/**
 * Clock difference allowed at either end of a run's recording window, in ms: one hour. The game
 * stamps a run with the page's clock, which may be minutes off the service's; since ties rank by
 * the receive time, recordedAt is only shown, and the tolerance bounds how wrong a shown date can
 * be (never year 0, never next year) without refusing players whose clock is a little off.
 */
export const RECORDED_AT_TOLERANCE_MS = 60 * 60 * 1000;

/**
 * A replay's `recordedAt` that cannot be when its run was recorded: it does not parse to a finite
 * time (an hour-only offset such as `+01` passes the format's pattern but no date parser), or it
 * lies before its start token was issued or after the service received the run. The client's date
 * is only shown; ties rank by the receive time. Undefined when it lies in that window.
 */
export function recordedAtRefusal(
  recordedAt: string,
  window: { readonly issuedAt: number; readonly receivedAt: number },
): Refusal | undefined {
  const field = 'replay.recordedAt';
  const ms = Date.parse(recordedAt);
  if (!Number.isFinite(ms)) {
    return refused(
      'invalid-replay',
      field,
      'does not read as a time: write it as ISO 8601 with Z or a ±hh:mm offset',
    );
  }
  const from = window.issuedAt - RECORDED_AT_TOLERANCE_MS;
  const to = window.receivedAt + RECORDED_AT_TOLERANCE_MS;
  if (ms < from || ms > to) {
    const text = `is ${new Date(ms).toISOString()}, outside the run's window from its token (${new Date(window.issuedAt).toISOString()}) to its post (${new Date(window.receivedAt).toISOString()})`;
    return refused('invalid-replay', field, text);
  }
  return undefined;
}
