/**
 * A cup's knockout rules, pure so that the service and `verify --event` apply the same ones: the
 * qualifier's places seed rooms of up to `roomSize` racers, snake-wise, and the slowest racer of
 * each room is out, until one is left.
 */

/**
 * Racers per room when no other is set: 4. Trackmania's divisions hold up to 64, but a room here
 * streams every racer's inputs to every other racer (n² frames), and a maze of a few corridors is
 * crowded past four; four also keeps a round's cut at a quarter of the field.
 */
export const CUP_ROOM_SIZE = 4;

/**
 * The qualifier's seeds in rooms: `seeds` (best first) dealt over the fewest rooms of at most
 * `roomSize` racers, snake-wise (1, 2, …, k, then k, …, 2, 1), so every room holds a mix of fast
 * and slow seeds and room sizes differ by one at most. One room when there are two to `roomSize`.
 */
export function snakeSeed<T>(seeds: readonly T[], roomSize: number): T[][] {
  const count = Math.ceil(seeds.length / roomSize);
  const rooms: T[][] = Array.from({ length: count }, () => []);
  seeds.forEach((seed, index) => {
    const row = Math.floor(index / count);
    const column = index % count;
    rooms[row % 2 === 0 ? column : count - 1 - column]?.push(seed);
  });
  return rooms;
}

/** One racer of a finished room: its qualifier place, and its final time when it won. */
export interface CupRacer {
  readonly playerId: string;
  /** Its place in the qualifier's standings (1 is the best). */
  readonly seed: number;
  /** The won run's time in ticks; null when it lost, did not finish, or abandoned. */
  readonly timeTicks: number | null;
}

/**
 * The racer who is out of a room: the slowest. A racer with no won run is slower than any with
 * one; ties go by the verified game time, then by the worse qualifier place (the seed earned in
 * the qualifier is the tie-break, as a seeded knockout's). Undefined for an empty room.
 */
export function slowestOf<T extends CupRacer>(racers: readonly T[]): T | undefined {
  const time = (racer: CupRacer) => racer.timeTicks ?? Number.POSITIVE_INFINITY;
  let slowest: T | undefined;
  for (const racer of racers) {
    if (slowest === undefined) slowest = racer;
    else if (time(racer) > time(slowest)) slowest = racer;
    else if (time(racer) === time(slowest) && racer.seed > slowest.seed) slowest = racer;
  }
  return slowest;
}

/** The racers left after a round: every room's racers but its slowest, best seed first. */
export function survivorsOf<T extends CupRacer>(rooms: readonly (readonly T[])[]): T[] {
  return rooms
    .flatMap((room) => {
      const out = slowestOf(room);
      return room.length < 2 ? [...room] : room.filter((racer) => racer !== out);
    })
    .sort((a, b) => a.seed - b.seed);
}
