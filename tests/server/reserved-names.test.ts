/**
 * Names that would pass for the service cannot be claimed (issue 40): the board's marker for a
 * hidden name, operator, admin, moderator and the game's name, in any case, spacing or
 * confusable form, are 409 name-reserved; names that only contain them stay free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './support/service-harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.close();
});

interface Problem {
  readonly type: string;
  readonly field?: string;
  readonly problem?: string;
}

describe('reserved names', () => {
  it.each([
    ['the hidden-name marker', 'hidden player', 'hidden player'],
    ['the marker in capitals, spaced', 'HIDDEN  Player', 'hidden player'],
    ['the marker run together with an underscore', 'Hidden_Player', 'hidden player'],
    ['the marker with a Cyrillic е', 'hidd\u0435n player', 'hidden player'],
    ['operator', 'Operator', 'operator'],
    ['operator with a Greek ο', '\u03bfperator', 'operator'],
    ['admin', 'admin', 'admin'],
    ['admin in full width', '\uff21\uff44\uff4d\uff49\uff4e', 'admin'],
    ['admin spaced', 'a d m i n', 'admin'],
    ['administrator', 'Administrator', 'administrator'],
    ['moderator', 'MODERATOR', 'moderator'],
    ["the game's name", 'Mythic Maze', 'Mythic Maze'],
    ["the game's name run together", 'mythicmaze', 'Mythic Maze'],
    ["the game's name with a hyphen and a Cyrillic а", 'Mythic-M\u0430ze', 'Mythic Maze'],
  ])('refuses %s (409 name-reserved)', async (_what, name, reserved) => {
    const answer = await service.claim(name);
    expect(answer.status).toBe(409);
    const problem = (await answer.json()) as Problem;
    expect(problem.type).toBe('/api/problems#name-reserved');
    expect(problem.field).toBe('name');
    expect(problem.problem).toBe(`stands for "${reserved}", which the service keeps`);
  });

  it('leaves names that only hold a reserved word free', async () => {
    for (const name of ['Admiral', 'Maze Runner', 'Hidden Gem', 'Moderato', 'Operator Jo']) {
      expect((await service.claim(name)).status, name).toBe(201);
    }
  });
});
