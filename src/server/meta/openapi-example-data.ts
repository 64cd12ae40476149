/** The example data the OpenAPI examples share: a won run, an attempt, a published level, a token. */
import {
  decodeLevelLink,
  decodeReplay,
  encodeReplay,
  levelDocumentHash,
  levelFromDocument,
  levelKey,
  ReplayRecorder,
  verifyReplay,
} from '../../replay';
import { getBuiltInLevel } from '../../levels';
import { Simulation, SIM_VERSION } from '../../sim';
import { replayHash } from '../decode/replay-hash';

/** A won run of the first built-in level (the golden replay won-first-steps). */
export const WON_REPLAY = {
  format: 'mythic-maze-replay',
  version: 1,
  simVersion: 1,
  level: { id: 'first-steps' },
  ticksPerSecond: 20,
  inputs: [
    [10, 2],
    [10, 4],
    [10, 8],
    [10, 4],
    [30, 2],
    [8, 4],
  ],
  checkpoints: [
    [20, '7a4949db'],
    [40, 'eaa8206f'],
    [60, '3553d523'],
  ],
  final: { tick: 78, outcome: 'won', hash: '5c60b71d' },
  player: 'Theseus',
  recordedAt: '2026-03-14T09:26:53.589Z',
};

/** A level made in the editor, "Gem and Key", with its maker's winning proof. */
export const LEVEL_LINK =
  '#l=bVHJbtswEP2VgLkVNDEkJZryrUCLHtpD0QQ91E0AihzBRKwFFJ0V_vcM5Ti5hJDAeW-2N8MX1o2pd5ltWP-Ud9GveveMqz3e455xdo9pjuPANpKzE7d5YRkfS_zl-fwfLq-E-CJEKqZYOLGYQtzSX8w_H7HECPF9Yc-HOvWYXSk-uB6p-A_sL9wQLn7iEzlz7PFX7GO-jv5uJjUKgNjkpt-Y4hje6AqOR86mNI5dKfXpZAmnvSs130dTnM2x__vZpDs37yi_s1JLgy0CdAGV9i06QG3XDpyuKmWNMTpI5UxoKc5WlUdr6mDroFtTAyNVuUgktVfoxyFQVxogDtMhk-7tVgNXN3wrgVd0EbIfSGny3XDmd-jvpjEOp5RSAJrayGbtGIVVhNE26EhKwYawtV7WbdsUbIsfGg1dt2BZVrj2pgkKKIEadHFwpwcmrbQI0JyNh-zH5UUeaDn8vJF23YTGgyuTlX1iIvKbw-D2h5nCEk2ZAoavZf0KlFlJudJwLdUGgD4BAP_Y8fgK';

/** The answers the example level gets: its document, its board, and its maker's time. */
function publishedLevel() {
  const { doc, proof } = decodeLevelLink(LEVEL_LINK);
  const verdict = verifyReplay(proof, { level: levelFromDocument(doc) });
  const hash = levelDocumentHash(doc);
  const maker = {
    player: proof.player,
    timeTicks: verdict.finalTimeTicks,
    gems: verdict.gems,
    recordedAt: proof.recordedAt,
    simVersion: SIM_VERSION,
    replayHash: replayHash(encodeReplay(proof)),
  };
  return { hash, answer: { hash, levelKey: levelKey({ hash }), level: doc, maker } };
}

export const WON_HASH = replayHash(encodeReplay(decodeReplay(WON_REPLAY)));
export const RANKED = {
  runId: 'pZ3yJ0qB8n1kXw4T',
  rank: 1,
  levelKey: 'level:first-steps',
  timeTicks: 78,
  replayHash: WON_HASH,
};
/**
 * A run of the first built-in level quit while playing after 40 ticks of standing still: it
 * verifies but is not won, so the service keeps it as an attempt.
 */
function quitRun() {
  const level = getBuiltInLevel('first-steps');
  if (level === undefined) throw new Error('no built-in level first-steps');
  const simulation = new Simulation(level);
  const recorder = new ReplayRecorder({ level: { id: 'first-steps' }, simulation });
  for (let tick = 0; tick < 40; tick += 1) {
    simulation.advance(0);
    recorder.record(0);
  }
  // Posted third, after the won run and its retry: its token is issued four hours later.
  return recorder.finish({ player: 'Theseus', recordedAt: '2026-03-14T13:26:53.589Z' });
}

/** The quit run's replay, and the answer it gets: an attempt, never ranked. */
export const QUIT_REPLAY = quitRun();
export const ATTEMPT = {
  runId: 'Qv7mT2xL9cR4sW1a',
  rank: null,
  attempt: true,
  levelKey: 'level:first-steps',
  timeTicks: 40,
  replayHash: replayHash(encodeReplay(QUIT_REPLAY)),
};
export const LEVEL = publishedLevel();
/** An example token: its signed claims (shortened) name the player of the key that started it. */
export const TOKEN = 'eyJpZCI6Ii4uLiIsInBsYXllcklkIjoiWms0bTJRZTlMcjdzVGIxdiJ9.c2lnbmF0dXJl';
export const ISSUED_AT = '2026-03-14T09:00:00.000Z';
