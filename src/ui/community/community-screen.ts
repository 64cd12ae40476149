import { CATALOGUE_SORTS, LEVEL_SIZES, type CommunityView } from '../../app';
import { button, h } from '../dom';
import { communityCard } from './community-card';
import './community.css';
import { t } from '../../app/text/text';

/** What each sort tab says. */
const SORT_LABELS = {
  new: 'community.sortNew',
  popular: 'community.sortPopular',
  top: 'community.sortTop',
  hardest: 'community.sortHardest',
  easiest: 'community.sortEasiest',
} as const;

/** What each size filter says. */
const SIZE_LABELS = {
  any: 'community.sizeAny',
  small: 'community.sizeSmall',
  medium: 'community.sizeMedium',
  large: 'community.sizeLarge',
} as const;

/**
 * The Community screen: sort tabs, a search box and a size filter over the cards of the
 * catalogue, and "More levels" for the next page. It is drawn again with each change of its
 * view; focus comes back to the control that had it (each carries a `data-focus` key).
 */
export class CommunityScreen {
  readonly element = h('section', {
    className: 'screen community-screen',
    attrs: { 'aria-labelledby': 'community-heading' },
  });

  /** The control that had focus when the screen was last drawn again. */
  #focusKey: string | undefined;
  /** The search box's selection (or caret) when it had focus as the screen was drawn again. */
  #selection: readonly [number, number, 'forward' | 'backward' | 'none'] | null = null;

  /**
   * Puts focus back on the control that had it before the screen was drawn again, and the
   * search box's selection with it: text typed while an answer redraws the screen replaces what
   * was selected, as it would have, instead of being added after it.
   */
  restoreFocus(): boolean {
    const key = this.#focusKey;
    if (key === undefined) return false;
    const again = this.element.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
    again?.focus();
    if (again instanceof HTMLInputElement && this.#selection !== null)
      again.setSelectionRange(...this.#selection);
    return again !== null;
  }

  /** Draws `view`, keeping which control had focus (see restoreFocus). */
  update(view: CommunityView): void {
    const active = document.activeElement;
    const had = active instanceof HTMLElement && this.element.contains(active);
    this.#focusKey = had ? active.dataset.focus : undefined;
    const typed = had && active instanceof HTMLInputElement ? active.value : null;
    this.#selection =
      had && active instanceof HTMLInputElement
        ? [
            active.selectionStart ?? active.value.length,
            active.selectionEnd ?? active.value.length,
            active.selectionDirection ?? 'none',
          ]
        : null;
    this.element.replaceChildren(
      h('h2', { id: 'community-heading', text: t('title.community') }),
      this.#controls(view, typed),
      h('p', {
        className: 'community-message',
        attrs: { role: 'status', 'aria-live': 'polite' },
        text: view.state === 'loading' ? t('community.loading') : view.message,
      }),
      h(
        'div',
        { className: 'community-cards', attrs: { 'aria-busy': String(view.state === 'loading') } },
        ...view.cards.map((card) => communityCard(card, view)),
      ),
      ...(view.more
        ? [button(t('community.more'), view.onMore, { attrs: { 'data-focus': 'more' } })]
        : []),
      button(t('common.back'), view.onBack, { attrs: { 'data-focus': 'back' } }),
    );
  }

  #controls(view: CommunityView, typed: string | null): HTMLElement {
    const tab = (label: string, pressed: boolean, key: string, run: () => void) =>
      button(label, run, { attrs: { 'aria-pressed': String(pressed), 'data-focus': key } });
    const search = h('input', {
      attrs: {
        type: 'search',
        'aria-label': t('community.searchLabel'),
        placeholder: t('community.searchPlaceholder'),
        'data-focus': 'search',
        maxlength: '64',
      },
    });
    search.value = typed ?? view.query;
    const form = h('form', { className: 'community-search', attrs: { role: 'search' } }, search);
    form.append(
      button(
        t('community.search'),
        () => {
          view.onSearch(search.value);
        },
        { attrs: { 'data-focus': 'search-go' } },
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      view.onSearch(search.value);
    });
    return h(
      'div',
      { className: 'community-controls' },
      h(
        'div',
        {
          className: 'community-tabs',
          attrs: { role: 'group', 'aria-label': t('community.sortLabel') },
        },
        ...CATALOGUE_SORTS.map((sort) =>
          tab(t(SORT_LABELS[sort]), view.sort === sort, `sort-${sort}`, () => {
            view.onSort(sort);
          }),
        ),
      ),
      form,
      h(
        'div',
        {
          className: 'community-sizes',
          attrs: { role: 'group', 'aria-label': t('community.sizeLabel') },
        },
        tab(t(SIZE_LABELS.any), view.size === null, 'size-any', () => {
          view.onSize(null);
        }),
        ...LEVEL_SIZES.map((size) =>
          tab(t(SIZE_LABELS[size]), view.size === size, `size-${size}`, () => {
            view.onSize(size);
          }),
        ),
      ),
    );
  }
}
