import type { OpenTargetsAfter } from '../store/moderation/report-store';

/**
 * The console's cursor: the last target of a page, by its place in the order of the open
 * targets (reporters, first report, kind, id), as base64url JSON. Opaque to the console.
 */
export function encodeReportsCursor(after: OpenTargetsAfter): string {
  const place = [after.reporters, after.firstAt, after.kind, after.id];
  return Buffer.from(JSON.stringify(place)).toString('base64url');
}

/** A cursor read back, or undefined when it is not one this service gave. */
export function decodeReportsCursor(cursor: string): OpenTargetsAfter | undefined {
  let place: unknown;
  try {
    place = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(place) || place.length !== 4) return undefined;
  const [reporters, firstAt, kind, id] = place as unknown[];
  if (
    typeof reporters !== 'number' ||
    !Number.isSafeInteger(reporters) ||
    reporters < 1 ||
    typeof firstAt !== 'string' ||
    typeof kind !== 'string' ||
    typeof id !== 'string'
  ) {
    return undefined;
  }
  return { reporters, firstAt, kind, id };
}
