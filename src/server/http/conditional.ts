/**
 * True when an If-None-Match header names `etag` (RFC 9110 13.1.2: weak comparison, a list of
 * tags, or `*`): the client holds this very answer, and 304 is its reply.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === wanted;
  });
}
