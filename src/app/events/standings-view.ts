import { writeMessage } from '../text/message-descriptor';
import { t } from '../text/text';
import type { StandingsRow } from './event-client';
import type { EventStandingsView, StandingsPlace } from './events-view';
import type { StandingsRead } from './standings-book';

/** What the standings on show are drawn from, besides their read. */
export interface StandingsViewContext {
  readonly name: string;
  /** The name the player's runs go under: their place is the row of that name. */
  readonly player: string;
  readonly onMore: () => void;
  readonly onWatch: (row: StandingsPlace) => void;
  /** Null when the event's level cannot be started here. */
  readonly onRace: ((row: StandingsPlace) => void) | null;
}

/**
 * The standings of the event chosen as the Events screen shows them: each place behind the
 * leader, the player's own marked (or added below the rows), and why a refresh failed.
 */
export function standingsView(
  read: StandingsRead,
  context: StandingsViewContext,
): EventStandingsView {
  const rows = read.state === 'rows' ? read.rows : [];
  const leader = rows[0]?.rank === 1 ? rows[0].timeTicks : null;
  const you = read.state === 'rows' ? read.you : null;
  const place = (row: StandingsRow): StandingsPlace => ({
    ...row,
    mine: row.player === context.player || row.runId === you?.runId,
    behindTicks: leader === null ? 0 : row.timeTicks - leader,
  });
  const shown = rows.map(place);
  const more = read.state === 'rows' ? read.more : null;
  return {
    event: context.name,
    state: read.state,
    final: read.state === 'rows' && read.final,
    message:
      read.state === 'failed'
        ? writeMessage(read.message)
        : read.state === 'rows' && read.stale !== null
          ? writeMessage(read.stale)
          : '',
    rows: shown,
    total: read.state === 'rows' ? read.total : 0,
    you: you === null || shown.some((row) => row.mine) ? null : place(you),
    onMore: read.state === 'rows' && read.next !== null ? context.onMore : null,
    moreStatus:
      more?.state === 'loading'
        ? t('events.moreLoading')
        : more?.state === 'failed'
          ? writeMessage(more.message)
          : '',
    onWatch: context.onWatch,
    onRace: context.onRace,
  };
}
