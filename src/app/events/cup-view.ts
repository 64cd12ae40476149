import type { CupAnswer } from '../../api/events';
import { isoInstantMs } from '../core/utc-date';
import { t } from '../text/text';
import { durationText } from './event-texts';

/** One racer of a cup room: out of the cup once the room is over and they were its slowest. */
export interface CupRacerView {
  readonly player: string;
  readonly out: boolean;
  /** The player's own seat. */
  readonly mine: boolean;
}

/** One room of a cup's round, and what its button does (null: not offered). */
export interface CupRoomView {
  readonly roomId: string;
  readonly racers: readonly CupRacerView[];
  /** The player's own room. */
  readonly mine: boolean;
  /** Opens the player's own room of the round being raced, to race in it (a room link's flow). */
  readonly onJoin: (() => void) | null;
  /** Opens any other room (or the player's, once over) to follow it and see its result. */
  readonly onWatch: (() => void) | null;
}

/** One knockout round of a cup. */
export interface CupRoundView {
  readonly round: number;
  /** Its state in words: its start's countdown, racing, or over. */
  readonly status: () => string;
  readonly rooms: readonly CupRoomView[];
}

/** A cup's qualifier, its knockout rounds and its winner, as the Events screen shows them. */
export interface CupView {
  /** The qualifier's countdown to its end, or that it is over (the screen asks each second). */
  readonly qualifier: () => string;
  readonly rounds: readonly CupRoundView[];
  /** The winner in words once the cup is decided; '' until then. */
  readonly result: string;
  /** The player's room in the round being raced: null when they have none waiting. */
  readonly yourRoom: CupRoomView | null;
}

/** What a cup's view is made with. */
export interface CupViewContext {
  /** The name the player races under: their seat is the one of that name. */
  readonly player: string;
  /** The page's clock, ms since 1970 UTC. */
  readonly clockMs: () => number;
  /** Opens a race room as its link does. */
  readonly openRoom: (roomId: string) => void;
}

type Round = CupAnswer['rounds'][number];

function roundStatus(round: Round, clockMs: () => number): () => string {
  return () => {
    if (round.state === 'over') return t('events.cupRoundOver');
    const left = isoInstantMs(round.startsAt) - clockMs();
    return round.state === 'next' && left > 0
      ? t('events.cupRoundStartsIn', { time: durationText(left) })
      : t('events.cupRoundRacing');
  };
}

function roomView(
  room: Round['rooms'][number],
  round: Round,
  cup: CupAnswer,
  context: CupViewContext,
): CupRoomView {
  const mine = room.roomId === cup.yourRoomId || room.racers.includes(context.player);
  const open = () => {
    context.openRoom(room.roomId);
  };
  const racing = mine && round.state !== 'over' && round === cup.rounds.at(-1);
  return {
    roomId: room.roomId,
    racers: room.racers.map((player) => ({
      player,
      out: player === room.out,
      mine: player === context.player,
    })),
    mine,
    onJoin: racing ? open : null,
    onWatch: racing ? null : open,
  };
}

/**
 * A cup's view from its answer (`GET /api/events/:id`): the qualifier's countdown, each round's
 * rooms with who went out, the winner, and the player's own room of the round being raced,
 * which Join opens; every other room Watch opens.
 */
export function cupView(cup: CupAnswer, context: CupViewContext): CupView {
  const qualifierEnds = isoInstantMs(cup.qualifierEndsAt);
  const rounds = cup.rounds.map((round) => ({
    round: round.round,
    status: roundStatus(round, context.clockMs),
    rooms: round.rooms.map((room) => roomView(room, round, cup, context)),
  }));
  const result = !cup.decided
    ? ''
    : cup.winner === null
      ? t('events.cupNoWinner')
      : t('events.cupWinner', { name: cup.winner });
  return {
    qualifier: () => {
      const left = qualifierEnds - context.clockMs();
      return left > 0
        ? t('events.cupQualifierEndsIn', { time: durationText(left) })
        : t('events.cupQualifierOver');
    },
    rounds,
    result,
    yourRoom: rounds.at(-1)?.rooms.find((room) => room.onJoin !== null) ?? null,
  };
}
