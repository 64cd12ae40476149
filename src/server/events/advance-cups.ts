import { randomBytes } from 'node:crypto';
import { CUP_ROOM_SIZE, snakeSeed, survivorsOf } from '../../replay';
import { entriesEnd, type StoredEvent } from '../store/events/event-store';
import type { ServiceStores } from '../store/service-stores';
import { newTokenId } from '../tokens/start-tokens';
import {
  CUP_CHECK_MS,
  CUP_ROUND_DELAY_MS,
  CUP_ROUND_LIMIT_MS,
  CUP_SETTLE_MS,
} from './cup-settings';
import { cupRounds, qualifierSeeds, type CupRoundState } from './cup-state';

/** What advancing cups needs: the stores and the service's clock (tests move it). */
export interface CupDeps {
  readonly stores: ServiceStores;
  readonly now: () => number;
}

/** A round made by this instance: its cup, number and rooms (the racers' ids in each). */
export interface MadeRound {
  readonly eventId: string;
  readonly round: number;
  readonly rooms: readonly (readonly string[])[];
}

/**
 * Records round `round` and makes its rooms, in one transaction: nothing when the round is
 * recorded already (another instance made it at the same moment: the round's key decides). Each
 * room's racers are seated with their start tokens and qualifier places, its start fixed.
 */
async function makeRound(
  event: StoredEvent,
  round: number,
  seeds: readonly { playerId: string; seed: number }[],
  deps: CupDeps,
): Promise<MadeRound | undefined> {
  const now = deps.now();
  const startAt = now + CUP_ROUND_DELAY_MS;
  const rooms = snakeSeed(seeds, CUP_ROOM_SIZE);
  const made = await deps.stores.transaction(async (stores) => {
    if (!(await stores.cups.newRound(event.id, round, startAt))) return false;
    for (const racers of rooms) {
      const id = `rm_${randomBytes(12).toString('base64url')}`;
      const [first] = racers;
      if (first === undefined) continue;
      await stores.rooms.createStarted({
        ...{ id, levelKey: event.levelKey, creatorId: first.playerId, createdAt: now },
        ...{ maxRacers: racers.length, countdownMs: CUP_ROUND_DELAY_MS, startAt },
        ...{ eventId: event.id, round },
      });
      for (const [seat, racer] of racers.entries()) {
        const { playerId, seed } = racer;
        const token = { tokenId: newTokenId(), cupSeed: seed };
        await stores.racers.seatCupRacer({
          roomId: id,
          playerId,
          joinedAt: now,
          seat: seat + 1,
          ...token,
        });
      }
    }
    return true;
  });
  const ids = rooms.map((racers) => racers.map((racer) => racer.playerId));
  return made ? { eventId: event.id, round, rooms: ids } : undefined;
}

/**
 * Past a room's limit, marks abandoned as of the limit each racer with no run received by then
 * (a run received later does not count, on every read after): true when there were any.
 */
async function abandonAtLimit(
  round: CupRoundState | undefined,
  now: number,
  deps: CupDeps,
): Promise<boolean> {
  let marked = false;
  for (const room of round?.rooms ?? []) {
    const limit = room.startAt + CUP_ROUND_LIMIT_MS;
    if (now < limit) continue;
    for (const { result } of room.racers) {
      if (result.abandonedAt !== null) continue;
      if (result.run !== undefined && result.run.receivedAt <= limit) continue;
      await deps.stores.racers.abandon(room.roomId, result.playerId, limit);
      marked = true;
    }
  }
  return marked;
}

/**
 * Moves one cup on at `now`: after the qualifier (and its settling time) round 1 from its places;
 * at a round's limit its unfinished racers abandoned (as of the limit); once every room of the
 * last round is over, the next round of the survivors, or the cup decided when one (or none)
 * is left.
 */
async function advanceCup(event: StoredEvent, deps: CupDeps): Promise<MadeRound | undefined> {
  const now = deps.now();
  let rounds = await cupRounds(event.id, deps.stores, now);
  if (await abandonAtLimit(rounds.at(-1), now, deps)) {
    rounds = await cupRounds(event.id, deps.stores, now);
  }
  const last = rounds.at(-1);
  if (last === undefined) {
    if (now < entriesEnd(event) + CUP_SETTLE_MS) return undefined;
    const seeds = await qualifierSeeds(event, deps.stores);
    if (seeds.length < 2) {
      await deps.stores.cups.decide(event.id, now);
      return undefined;
    }
    return makeRound(
      event,
      1,
      seeds.map((playerId, i) => ({ playerId, seed: i + 1 })),
      deps,
    );
  }
  if (!last.over) return undefined;
  const survivors = survivorsOf(last.rooms.map((room) => room.racers));
  if (survivors.length < 2) {
    await deps.stores.cups.decide(event.id, now);
    return undefined;
  }
  return makeRound(event, last.round + 1, survivors, deps);
}

/**
 * Advances every cup under way by the service's clock, once each: the rounds this instance made.
 * Any number of instances may run it at once; each round is made by one of them.
 */
export async function advanceCups(deps: CupDeps): Promise<MadeRound[]> {
  const made: MadeRound[] = [];
  for (const id of await deps.stores.cups.underway(deps.now())) {
    const event = await deps.stores.events.byId(id);
    if (event === undefined) continue;
    const round = await advanceCup(event, deps);
    if (round !== undefined) made.push(round);
  }
  return made;
}

/**
 * Advances the cups every CUP_CHECK_MS (a timer that keeps no process alive); a failed run is
 * written to `log` and tried again at the next. Resolves to the function that stops it, itself
 * resolved once a run under way has finished.
 */
export function startCups(deps: CupDeps, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      advanceCups(deps).then(
        () => undefined,
        (error: unknown) => {
          log(`cups: ${error instanceof Error ? error.message : String(error)}`);
        },
      ),
    );
  }, CUP_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
