import { button, h, menu } from '../dom';

const CONTROLS: readonly (readonly [string, string])[] = [
  ['Arrow keys or W A S D', 'Move; hold a direction early to turn at the next opening'],
  ['P or Escape', 'Pause and resume'],
  ['R', 'Restart the level'],
  ['Enter', 'Confirm'],
  ['F3 or `', 'Show or hide diagnostics'],
];

const RULES: readonly string[] = [
  'Reach the glowing stairs before the countdown runs out.',
  'A key opens every door of its colour.',
  'Each gem takes one second off your final time.',
  'Spikes rise and fall in a steady rhythm: cross when they are down.',
  'The Minotaur wanders, then hunts when it smells you. It is a little slower than you.',
];

/** Controls and rules, as text. */
export function helpScreen(onBack: () => void): HTMLElement {
  return h(
    'section',
    { className: 'screen help-screen', attrs: { 'aria-labelledby': 'help-heading' } },
    h('h2', { id: 'help-heading', text: 'How to play' }),
    h(
      'dl',
      { className: 'controls' },
      ...CONTROLS.flatMap(([keys, action]) => [h('dt', { text: keys }), h('dd', { text: action })]),
    ),
    h('ul', { className: 'rules' }, ...RULES.map((rule) => h('li', { text: rule }))),
    menu('Help', button('Back', onBack, { className: 'back' })),
  );
}
