import { t, type MessageKey } from '../../app/text/text';
import { DEFAULT_BINDINGS, type Action, type Bindings } from '../../input/bindings';
import { button, h, menu } from '../dom';
import { keyName, pauseCodes } from './key-names';

const MOVES: readonly (readonly [Action, MessageKey])[] = [
  ['up', 'action.up'],
  ['right', 'action.right'],
  ['down', 'action.down'],
  ['left', 'action.left'],
];

const RULES: readonly MessageKey[] = [
  'help.ruleStairs',
  'help.ruleKeys',
  'help.ruleGems',
  'help.ruleSpikes',
  'help.ruleMinotaur',
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
  return keys.length === 0 ? t('help.noKey') : keys.join(t('help.or'));
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
    ? [[t('help.defaultMoves'), t('help.move')]]
    : MOVES.map(([action, label]) => [named(bindings[action]), t(label)]);
  return [
    ...moves,
    [named(pauseCodes(bindings)), t('help.pause')],
    [named(bindings.restart), t('help.restart')],
    [t('help.enter'), t('help.confirm')],
    [named(bindings.overlay), t('help.diagnostics')],
  ];
}

/** Controls (the keys the player bound) and rules, as text. */
export function helpScreen(options: HelpScreenOptions): HTMLElement {
  const { bindings } = options;
  // Rebound moves get a line each, so the tip on turning early becomes a rule of its own.
  const ruleKeys: readonly MessageKey[] = movesAreDefault(bindings)
    ? RULES
    : ['help.ruleTurnEarly', ...RULES];
  const rules = ruleKeys.map((rule) => t(rule));
  return h(
    'section',
    { className: 'screen help-screen', attrs: { 'aria-labelledby': 'help-heading' } },
    h('h2', { id: 'help-heading', text: t('title.help') }),
    h(
      'dl',
      { className: 'controls' },
      ...helpControls(bindings).flatMap(([keys, action]) => [
        h('dt', { text: keys }),
        h('dd', { text: action }),
      ]),
    ),
    h('ul', { className: 'rules' }, ...rules.map((rule) => h('li', { text: rule }))),
    menu(t('help.menu'), button(t('common.back'), options.onBack, { className: 'back' })),
  );
}
