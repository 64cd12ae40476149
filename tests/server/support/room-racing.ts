import type { TestService } from './service-harness';

type Json = Record<string, unknown>;

/** Posts a racer's replay with its room token, recorded at the service's time: the answer. */
export async function postRacerRun(
  service: TestService,
  run: { readonly player: string; readonly token: string; readonly replay: Json },
): Promise<{ status: number; body: Json }> {
  const recordedAt = new Date(service.now).toISOString();
  const answer = await service.post(
    { token: run.token, replay: { ...run.replay, recordedAt } },
    await service.keyOf(run.player),
  );
  return { status: answer.status, body: (await answer.json()) as Json };
}

/** Reads the room until `done` holds of it (a racer's abandonment is written as it happens). */
export async function roomWhen(
  service: TestService,
  id: string,
  done: (body: Json) => boolean,
): Promise<Json> {
  for (let i = 0; i < 300; i++) {
    const body = (await (await fetch(`${service.url}/api/rooms/${id}`)).json()) as Json;
    if (done(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`room ${id} never got there`);
}
