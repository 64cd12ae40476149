import { CUP_ROOM_SIZE, type CupEntries } from '../../replay';
import { HIDDEN_PLAYER, type CupAnswer } from '../../api';
import { entriesEnd, type StoredEvent } from '../store/events/event-store';
import type { ServiceStores } from '../store/service-stores';
import type { RacerResult } from '../store/rooms/racer-store';
import { cupRounds, qualifierSeeds, type CupRoundState } from './cup-state';

type Stores = Pick<ServiceStores, 'cups' | 'racers' | 'events' | 'players'>;

const shown = (result: RacerResult) => (result.hidden ? HIDDEN_PLAYER : result.player);

/** The winner of a decided cup: the last round's one survivor, or the qualifier's only place. */
async function winnerOf(
  event: StoredEvent,
  rounds: readonly CupRoundState[],
  stores: Stores,
): Promise<string | null> {
  const last = rounds.at(-1);
  if (last !== undefined) {
    const left = last.rooms.flatMap((room) => room.racers.filter((r) => r !== room.out));
    const [winner] = left;
    return left.length === 1 && winner !== undefined ? shown(winner.result) : null;
  }
  const [only] = await qualifierSeeds(event, stores);
  if (only === undefined) return null;
  return (await stores.players.name(only)) ?? null;
}

/**
 * A cup's part of its entries file: each room of each round with its racers, their qualifier
 * places and the replays of their counting runs, and who the service put out.
 */
export async function cupEntries(
  event: StoredEvent,
  context: { readonly stores: Stores; readonly now: number },
): Promise<CupEntries> {
  const rounds = await cupRounds(event.id, context.stores, context.now);
  const replays = await context.stores.cups.replays(event.id);
  return {
    rounds: rounds.map(({ round, rooms }) => ({
      round,
      rooms: rooms.map((room) => ({
        roomId: room.roomId,
        racers: room.racers.map(({ result, seed }) => {
          const { run } = result;
          const replay = run === undefined ? undefined : replays.get(run.runId);
          const counted =
            run === undefined || replay === undefined ? {} : { run: { runId: run.runId, replay } };
          return { playerId: result.playerId, player: result.player, seed, ...counted };
        }),
        out: room.out?.playerId ?? null,
      })),
    })),
  };
}

/**
 * A cup's knockout as GET /api/events/:id answers it at `now`: every round's rooms, who is out of
 * each, the winner once decided, and with a caller, its room in the last round.
 */
export async function cupAnswer(
  event: StoredEvent,
  context: { readonly stores: Stores; readonly now: number; readonly callerId?: string },
): Promise<CupAnswer> {
  const { stores, now, callerId } = context;
  const rounds = await cupRounds(event.id, stores, now);
  const decided = (await stores.cups.decidedAt(event.id)) !== undefined;
  const last = rounds.at(-1);
  const yours = last?.rooms.find((room) => room.racers.some((r) => r.playerId === callerId));
  return {
    qualifierEndsAt: new Date(entriesEnd(event)).toISOString(),
    roomSize: CUP_ROOM_SIZE,
    rounds: rounds.map((round) => ({
      round: round.round,
      startsAt: new Date(round.startsAt).toISOString(),
      state: round.over ? 'over' : now < round.startsAt ? 'next' : 'racing',
      rooms: round.rooms.map((room) => ({
        roomId: room.roomId,
        racers: room.racers.map((racer) => shown(racer.result)),
        out: room.out === undefined ? null : shown(room.out.result),
      })),
    })),
    winner: decided ? await winnerOf(event, rounds, stores) : null,
    decided,
    ...(callerId === undefined ? {} : { yourRoomId: yours?.roomId ?? null }),
  };
}
