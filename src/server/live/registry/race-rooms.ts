import type { LiveRun } from './live-run';

/** The live runs of each race room on this instance: each run's rivals are its room's others. */
export class RaceRooms {
  readonly #rooms = new Map<string, Set<LiveRun>>();

  /** Adds a run to its room (none for a run outside a race), shown at once to its rivals' racers. */
  add(run: LiveRun): void {
    const { roomId } = run.identity;
    if (roomId === undefined) return;
    const room = this.#rooms.get(roomId) ?? new Set<LiveRun>();
    this.#rooms.set(roomId, room);
    for (const rival of room) if (rival.rivalLink !== undefined) run.showTo(rival.rivalLink);
    room.add(run);
  }

  /** Takes a run out of its room; a room left empty is forgotten. */
  remove(run: LiveRun): void {
    const { roomId } = run.identity;
    const room = roomId === undefined ? undefined : this.#rooms.get(roomId);
    room?.delete(run);
    if (room?.size === 0 && roomId !== undefined) this.#rooms.delete(roomId);
  }

  /** The other runs of the run's race room on this instance. */
  rivalsOf(run: LiveRun): LiveRun[] {
    const roomId = run.identity.roomId;
    const room = roomId === undefined ? undefined : this.#rooms.get(roomId);
    return room === undefined ? [] : [...room].filter((rival) => rival !== run);
  }

  clear(): void {
    this.#rooms.clear();
  }
}
