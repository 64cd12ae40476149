import type { Level } from '../../sim';
import { formatRunTime } from '../../app/text/formats';
import { t } from '../../app/text/text';
import { isUnlocked } from '../../app/core/level-progress';
import type { Progress } from '../../storage/progress';
import { button, h, menu } from '../dom';

/** What the level list shows and does. */
export interface LevelSelectOptions {
  readonly levels: readonly Level[];
  readonly progress: Progress;
  readonly onPick: (level: Level) => void;
  readonly onBack: () => void;
}

/** Every built-in level in order, with its lock and the player's best time. */
export function levelSelect(options: LevelSelectOptions): HTMLElement {
  const { levels, progress } = options;
  const items = levels.map((level, index) => {
    const unlocked = isUnlocked(levels, progress, index);
    const best = progress.get(level.id);
    const status = !unlocked
      ? t('levels.locked')
      : best === undefined
        ? t('levels.notWon')
        : t('common.best', { time: formatRunTime(best.bestTicks) });
    return button(
      [
        h('span', { className: 'level-number', text: String(index + 1) }),
        h('span', { className: 'level-name', text: level.name }),
        h('small', { className: 'level-status', text: status }),
      ],
      () => {
        options.onPick(level);
      },
      {
        className: unlocked ? 'level' : 'level locked',
        disabled: !unlocked,
        attrs: { 'data-level': level.id },
      },
    );
  });
  return h(
    'section',
    { className: 'screen level-select', attrs: { 'aria-labelledby': 'levels-heading' } },
    h('h2', { id: 'levels-heading', text: t('common.chooseLevel') }),
    h('p', { text: t('levels.intro') }),
    menu(
      t('levels.menu'),
      ...items,
      button(t('common.back'), options.onBack, { className: 'back' }),
    ),
  );
}
