import * as v from 'valibot';
import { slowestOf, type CupRacer } from './cup-rounds';

const racerSchema = v.strictObject({
  playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  player: v.string(),
  /** The racer's place in the qualifier (the tie-break), as the service seeded it. */
  seed: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The run that spent the racer's room token, received before any abandonment. */
  run: v.optional(
    v.strictObject({
      runId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      replay: v.string(),
    }),
  ),
});

/**
 * A cup's part of the entries file: every room of every round, its racers (qualifier place, and
 * the replay of the run that counts for each), and who the service put out of it.
 */
export const cupEntriesSchema = v.strictObject({
  rounds: v.array(
    v.strictObject({
      round: v.pipe(v.number(), v.integer(), v.minValue(1)),
      rooms: v.array(
        v.strictObject({
          roomId: v.string(),
          racers: v.array(racerSchema),
          /** The player id the service put out; null while the room races. */
          out: v.nullable(v.string()),
        }),
      ),
    }),
  ),
});
/** A cup's part of the entries file. */
export type CupEntries = v.InferOutput<typeof cupEntriesSchema>;

/** A room's result recomputed from its replays: who is out by them. */
export interface CupRoomVerdict {
  readonly round: number;
  readonly roomId: string;
  /** The player out by the replays (null while a room has no stated result). */
  readonly out: string | null;
}

/** What re-verifying a cup found: each room's result, and every problem, named. */
export interface CupVerdict {
  readonly rooms: CupRoomVerdict[];
  readonly problems: { readonly id: string; readonly problem: string }[];
}

/** A replay's won time, null when not won, or its problem (the entries' own check). */
type TimeOf = (run: { readonly replay: string; readonly player: string }) => number | null | string;

/**
 * Recomputes each room of a cup from its replays: each racer's time by re-simulation, the
 * slowest out by the cup's rule; a room whose stated `out` differs, a run that does not verify,
 * and a round-1 seed that is not the racer's place in `places` (the recomputed qualifier,
 * player ids best first) are named.
 */
export function verifyCup(cup: CupEntries, places: readonly string[], timeOf: TimeOf): CupVerdict {
  const problems: CupVerdict['problems'][number][] = [];
  const rooms: CupRoomVerdict[] = [];
  for (const { round, rooms: dealt } of cup.rounds) {
    for (const room of dealt) {
      const racers: (CupRacer & { player: string })[] = room.racers.map((racer) => {
        if (round === 1 && places.indexOf(racer.playerId) + 1 !== racer.seed) {
          const problem = `seats ${racer.player} as seed ${String(racer.seed)}, not the qualifier's place`;
          problems.push({ id: room.roomId, problem });
        }
        const time =
          racer.run === undefined ? null : timeOf({ ...racer.run, player: racer.player });
        if (typeof time === 'string') problems.push({ id: racer.run?.runId ?? '', problem: time });
        const timeTicks = typeof time === 'number' ? time : null;
        return { playerId: racer.playerId, player: racer.player, seed: racer.seed, timeTicks };
      });
      if (room.out === null) {
        rooms.push({ round, roomId: room.roomId, out: null });
        continue;
      }
      const out = slowestOf(racers);
      rooms.push({ round, roomId: room.roomId, out: out?.player ?? null });
      if (out?.playerId !== room.out) {
        const problem = `puts ${room.out} out, but by its replays ${out?.playerId ?? 'nobody'} is slowest`;
        problems.push({ id: room.roomId, problem });
      }
    }
  }
  return { rooms, problems };
}
