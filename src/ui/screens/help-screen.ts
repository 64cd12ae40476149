import { DEFAULT_BINDINGS, type Action, type Bindings } from '../../input/bindings';
import { button, h, menu } from '../dom';
import { keyName, pauseCodes } from './key-names';

const MOVES: readonly (readonly [Action, string])[] = [
  ['up', 'Move up'],
  ['right', 'Move right'],
  ['down', 'Move down'],
  ['left', 'Move left'],
];

const TURN_EARLY = 'hold a direction early to turn at the next opening';
const TURN_EARLY_RULE = 'Hold a direction early to turn at the next opening.';

const RULES: readonly string[] = [
  'Reach the glowing stairs before the countdown runs out.',
  'A key opens every door of its colour.',
  'Each gem takes one second off your final time.',
  'Spikes rise and fall in a steady rhythm: cross when they are down.',
  'The Minotaur wanders, then hunts when it smells you. It is a little slower than you.',
];

/** What the help screen shows and does. */
export interface HelpScreenOptions {
  /** The keys as the player bound them (the settings' bindings). */
  readonly bindings: Bindings;
  readonly onBack: () => void;
}

/** Key codes as a player reads them, "No key" for none. */
function named(codes: readonly (string | null)[]): string {
  const keys = codes.filter((code): code is string => code !== null).map(keyName);
  return keys.length === 0 ? 'No key' : keys.join(' or ');
}

function movesAreDefault(bindings: Bindings): boolean {
  return MOVES.every(([action]) => {
    const [a, b] = bindings[action];
    const [da, db] = DEFAULT_BINDINGS[action];
    return a === da && b === db;
  });
}

/**
 * The controls as [keys, what they do], from the player's bindings: the moves in one line while
 * they are the arrows and W A S D, one line each once rebound. Escape always pauses and Enter
 * always confirms (they cannot be rebound).
 */
export function helpControls(bindings: Bindings): (readonly [string, string])[] {
  const moves: (readonly [string, string])[] = movesAreDefault(bindings)
    ? [['Arrow keys or W A S D', `Move; ${TURN_EARLY}`]]
    : MOVES.map(([action, label]) => [named(bindings[action]), label]);
  return [
    ...moves,
    [named(pauseCodes(bindings)), 'Pause and resume'],
    [named(bindings.restart), 'Restart the level'],
    ['Enter', 'Confirm'],
    [named(bindings.overlay), 'Show or hide diagnostics'],
  ];
}

/** Controls (the keys the player bound) and rules, as text. */
export function helpScreen(options: HelpScreenOptions): HTMLElement {
  const { bindings } = options;
  // Rebound moves get a line each, so the tip on turning early becomes a rule of its own.
  const rules = movesAreDefault(bindings) ? RULES : [TURN_EARLY_RULE, ...RULES];
  return h(
    'section',
    { className: 'screen help-screen', attrs: { 'aria-labelledby': 'help-heading' } },
    h('h2', { id: 'help-heading', text: 'How to play' }),
    h(
      'dl',
      { className: 'controls' },
      ...helpControls(bindings).flatMap(([keys, action]) => [
        h('dt', { text: keys }),
        h('dd', { text: action }),
      ]),
    ),
    h('ul', { className: 'rules' }, ...rules.map((rule) => h('li', { text: rule }))),
    menu('Help', button('Back', options.onBack, { className: 'back' })),
  );
}
