import { isLanguage, LANGUAGE_TAGS, LANGUAGES } from '../app/text/languages';
import { t } from '../app/text/text';
import { browserLanguage } from '../ui/page/page-language';
import { h } from '../ui/dom/h';

/**
 * The console's language picker, worded as the game's Settings picker (its words are the
 * game's): the browser's language first, then each language by its own name, each option
 * marked with its `lang` so a screen reader reads it in its language.
 */
export function languagePicker(
  chosen: string | null,
  choose: (language: string | null) => void,
): HTMLElement {
  const choices: [value: string, label: string][] = [
    ['', t('settings.languageBrowser', { language: LANGUAGES[browserLanguage()] })],
    ...LANGUAGE_TAGS.map((tag): [string, string] => [tag, LANGUAGES[tag]]),
  ];
  const select = h(
    'select',
    { id: 'console-language' },
    ...choices.map(([value, label]) => {
      const option = h('option', { text: label, attrs: { value } });
      if (value !== '') option.lang = value;
      return option;
    }),
  );
  select.value = chosen !== null && isLanguage(chosen) ? chosen : '';
  select.addEventListener('change', () => {
    choose(select.value === '' ? null : select.value);
  });
  return h(
    'div',
    { className: 'admin-language' },
    h('label', { text: t('settings.language'), attrs: { for: 'console-language' } }),
    select,
  );
}
