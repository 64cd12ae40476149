/**
 * The link that opens `fragment` (`r=…` for a replay, `l=…` for a level) in this game: the page's
 * address with any fragment it has replaced, so a link copied from a page opened by a link does
 * not carry the old one. The one builder of the game's links.
 */
export function pageLink(page: string, fragment: string): string {
  const hash = page.indexOf('#');
  return `${hash < 0 ? page : page.slice(0, hash)}#${fragment}`;
}
