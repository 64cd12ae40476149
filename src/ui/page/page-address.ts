import type { PageAddress } from '../../app';

/** The page's address bar: the address launch routing reads and tidies. */
export function pageAddress(page: Window): PageAddress {
  const { location, history } = page;
  return {
    search: () => location.search,
    hash: () => location.hash,
    clearHash: () => {
      history.replaceState(null, '', location.pathname + location.search);
    },
    onHashChange: (listener) => {
      page.addEventListener('hashchange', listener);
    },
  };
}
