import { REPORT_REASONS, type CommunityCard, type CommunityView } from '../../app';
import { formatNumber, formatPercent, formatRunTime } from '../../app/text/formats';
import { t, type MessageKey } from '../../app/text/text';
import { button, h, menu } from '../dom';
import { minimap } from './minimap';

/** What a report reason says on its button. */
const REASON_LABELS: Readonly<Record<(typeof REPORT_REASONS)[number], MessageKey>> = {
  'offensive-name': 'card.offensiveName',
  'offensive-level': 'card.offensiveLevel',
  'cheated-run': 'card.cheatedRun',
  'broken-level': 'card.brokenLevel',
  other: 'card.other',
};

/** A clear rate as a percentage, or a dash while the level has too few plays. */
function clearRate(rate: number | null): string {
  return rate === null ? '–' : formatPercent(rate);
}

/** A line of the card's facts: a term and its value. */
function fact(term: string, value: string): HTMLElement[] {
  return [h('dt', { text: term }), h('dd', { text: value })];
}

/** Makes a card's control, named by `key` so focus can come back to it. */
type Act = (
  label: string,
  key: string,
  run: () => void,
  attrs?: Record<string, string>,
) => HTMLButtonElement;

/** "Report…", and the reasons it shows, each a button that reports the level for it. */
function reportControls(
  name: string,
  onReport: (reason: (typeof REPORT_REASONS)[number]) => void,
  act: Act,
): { report: HTMLButtonElement; reasons: HTMLElement } {
  const reasons = h(
    'div',
    {
      className: 'report-reasons',
      attrs: { role: 'group', 'aria-label': t('card.reportFor', { name }) },
    },
    ...REPORT_REASONS.map((reason) =>
      act(t(REASON_LABELS[reason]), `report-${reason}`, () => {
        onReport(reason);
      }),
    ),
  );
  reasons.hidden = true;
  const report = act(
    t('card.report'),
    'report',
    () => {
      reasons.hidden = !reasons.hidden;
      report.setAttribute('aria-expanded', String(!reasons.hidden));
    },
    { 'aria-expanded': 'false' },
  );
  return { report, reasons };
}

/**
 * One level's card: its minimap, name, maker, size, plays, clear rate, rating and best time, and
 * its actions (play, race, watch, copy the link, rate, report). `key` names each control so
 * focus can come back to it when the screen is drawn again.
 */
export function communityCard(card: CommunityCard, view: CommunityView): HTMLElement {
  const { level } = card;
  const { hash, name } = level;
  const id = `card-${hash.slice(0, 16)}`;
  const act: Act = (label, key, run, attrs = {}) =>
    button(label, run, { attrs: { 'data-focus': `${hash}:${key}`, ...attrs } });
  const { report, reasons } = reportControls(
    name,
    (reason) => {
      view.onReport(hash, reason);
    },
    act,
  );
  const rate = (value: 'up' | 'down', label: string) =>
    act(
      label,
      `rate-${value}`,
      () => {
        view.onRate(hash, card.rated === value ? null : value);
      },
      { 'aria-pressed': String(card.rated === value) },
    );
  return h(
    'article',
    { className: 'community-card', attrs: { 'aria-labelledby': id, 'data-hash': hash } },
    minimap(card.rows, name),
    h('h3', { id, text: name }),
    h(
      'dl',
      { className: 'card-facts' },
      ...fact(t('card.maker'), level.maker),
      ...fact(t('card.size'), `${String(level.size[0])} × ${String(level.size[1])}`),
      ...fact(t('card.plays'), formatNumber(level.plays)),
      ...fact(t('card.clearRate'), clearRate(level.clearRate)),
      ...fact(
        t('card.rating'),
        t('card.ratingValue', { up: level.rating.up, down: level.rating.down }),
      ),
      ...fact(
        t('card.bestTime'),
        level.bestTimeTicks === null
          ? '–'
          : t('scores.seconds', { time: formatRunTime(level.bestTimeTicks) }),
      ),
    ),
    menu(
      t('card.actions', { name }),
      act(t('card.play'), 'play', () => {
        view.onPlay(hash);
      }),
      act(t('card.raceRecord'), 'race-record', () => {
        view.onRace(hash, 'record');
      }),
      act(t('card.raceMaker'), 'race-maker', () => {
        view.onRace(hash, 'maker');
      }),
      act(t('card.watchRecord'), 'watch-record', () => {
        view.onWatch(hash, 'record');
      }),
      act(t('card.watchMaker'), 'watch-maker', () => {
        view.onWatch(hash, 'maker');
      }),
      act(t('card.copyLink'), 'copy', () => {
        view.onCopyLink(hash);
      }),
    ),
    h(
      'div',
      {
        className: 'card-rating',
        attrs: { role: 'group', 'aria-label': t('card.rateName', { name }) },
      },
      rate('up', t('card.rateUp')),
      rate('down', t('card.rateDown')),
      report,
    ),
    reasons,
    h('p', { className: 'card-status', attrs: { role: 'status' }, text: card.status }),
  );
}
