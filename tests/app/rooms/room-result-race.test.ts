/**
 * Race on a room's result row: the racer's verified run is fetched as any stored run and raced
 * as the ghost of the next run of the room's level, named for its racer, as a board row's is.
 */
import { describe, expect, it } from 'vitest';
import { settle } from '../global/fake-service';
import { ARIADNE_RUN, roomGameAfterRace } from './room-game';
import { ARIADNE_HASH, ROOM_ID } from './rooms-service';

describe("Race on a room's result", () => {
  it("races a finished racer's verified run as the ghost of a run of the room's level", async () => {
    const s = roomGameAfterRace('Theseus', 'Ariadne');
    s.h.game.router.open({ kind: 'room', roomId: ROOM_ID });
    await settle();
    expect(s.room().racers.map((row) => row.runId)).toEqual([ARIADNE_RUN]);
    s.room().onRace(ARIADNE_RUN);
    await settle();
    const paths = s.svc.service.sent.map((r) => r.path);
    expect(paths).toContain('/api/runs/AriadneRunId0001');
    expect(paths).toContain(`/api/replays/${ARIADNE_HASH}`);
    expect(s.h.game.screen).toBe('playing');
    expect(s.h.session.run?.level.id).toBe('first-steps');
    expect(s.h.game.ghost.racing?.label).toBe('Ariadne');
    // Standing still, the racer watches Ariadne's ghost walk away from the start: one ghost,
    // the board's kind (no rival's tag).
    s.h.run(12);
    const drawn = s.h.draws.at(-1);
    const start = s.h.session.run?.player;
    expect(drawn?.ghosts).toHaveLength(1);
    expect(drawn?.ghost?.tag).toBeUndefined();
    expect([drawn?.ghost?.x, drawn?.ghost?.y]).not.toEqual([start?.x, start?.y]);
  });
});
