import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  encodeReplay,
  MAX_INPUT_RUNS,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_TICKS,
  ReplayError,
} from '../../src/replay';
import { mutableCopy, winningReplay } from './support/replays';

/** The ReplayError that decoding `input` throws (fails the test if it throws nothing or else). */
function refusal(input: unknown): ReplayError {
  try {
    decodeReplay(input);
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw new Error(`expected a ReplayError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the replay to be refused');
}

/** A valid 78-tick replay of first-steps as plain JSON, changed by `edit`. */
function broken(edit: (doc: Record<string, unknown>) => void): Record<string, unknown> {
  const doc = mutableCopy(winningReplay('first-steps'));
  edit(doc);
  return doc;
}

function expectRefused(input: unknown, field: string, problem: RegExp) {
  const error = refusal(input);
  expect(error.field).toBe(field);
  expect(error.problem).toMatch(problem);
  expect(error.message).toBe(`${field}: ${error.problem}`);
}

const HASH = '0123abcd';

describe('decodeReplay refuses, naming the field and the problem', () => {
  it('a document of another format', () => {
    expectRefused(
      broken((d) => (d.format = 'zelda-replay')),
      'format',
      /^must be "mythic-maze-replay"$/,
    );
    expectRefused(
      broken((d) => delete d.format),
      'format',
      /^is missing$/,
    );
  });

  it('another version of the format', () => {
    expectRefused(
      broken((d) => (d.version = 4)),
      'version',
      /^unsupported version 4; this game reads versions 1, 2 and 3$/,
    );
    // A hostile version is quoted, escaped and cut: one line of bounded length.
    expectRefused(
      broken((d) => (d.version = `9\n${'9'.repeat(5000)}`)),
      'version',
      /^unsupported version "9\\n9{38}…"; this game reads versions 1, 2 and 3$/,
    );
  });

  it('a version that does not fit the level reference: v2 is for editor levels alone', () => {
    expectRefused(
      broken((d) => (d.version = 2)),
      'version',
      /^is 2, but a replay of a built-in or generated level is written as version 1$/,
    );
    expectRefused(
      broken((d) => (d.level = { hash: 'ab'.repeat(32) })),
      'level',
      /^names a level by hash, which a version 1 replay cannot/,
    );
  });

  it('a replay recorded under other simulation rules', () => {
    expectRefused(
      broken((d) => (d.simVersion = 2)),
      'simVersion',
      /^recorded with simulation version 2, but this game runs version 1/,
    );
    expectRefused(
      broken((d) => (d.simVersion = 1.5)),
      'simVersion',
      /whole number/,
    );
  });

  it('an unknown level, bad generator options, and malformed level references', () => {
    expectRefused(
      broken((d) => (d.level = { id: 'atlantis' })),
      'level.id',
      /^unknown level "atlantis"; known: first-steps, red-key/,
    );
    expectRefused(
      broken((d) => (d.level = { seed: 5, width: 200 })),
      'level.width',
      /width must be an integer from 9 to 128, got 200/,
    );
    expectRefused(
      broken((d) => (d.level = { seed: -1 })),
      'level.seed',
      /seed must be an integer from 0 to 4294967295/,
    );
    expectRefused(
      broken((d) => (d.level = { seed: 5, colour: 'red' })),
      'level.colour',
      /^unknown key/,
    );
    expectRefused(
      broken((d) => (d.level = { id: 'first-steps', seed: 5 })),
      'level.seed',
      /^unknown key/,
    );
    expectRefused(
      broken((d) => (d.level = 'first-steps')),
      'level',
      /must be an object/,
    );
    expectRefused(
      broken((d) => (d.level = {})),
      'level',
      /must hold "id" .*, "seed" .* or "hash"/,
    );
  });

  it('negative, zero and non-integer run lengths', () => {
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [-3, 2])),
      'inputs[0][0]',
      /^must be a run length, a whole number from 1 to 72000$/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[1] = [0, 2])),
      'inputs[1][0]',
      /run length/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[2] = [1.5, 2])),
      'inputs[2][0]',
      /run length/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = ['3', 2])),
      'inputs[0][0]',
      /run length/,
    );
  });

  it('input bits out of range', () => {
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [3, 16])),
      'inputs[0][1]',
      /^must be an input, a whole number from 0 to 15$/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [3, -1])),
      'inputs[0][1]',
      /input/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [3, 2.5])),
      'inputs[0][1]',
      /input/,
    );
  });

  it('an input run that is not a pair', () => {
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [3])),
      'inputs[0][1]',
      /^must be an input/,
    );
    expectRefused(
      broken((d) => ((d.inputs as unknown[][])[0] = [3, 2, 1])),
      'inputs[0]',
      /must be a pair \[runLength, input\]/,
    );
    expectRefused(
      broken((d) => (d.inputs = { 0: [3, 2] })),
      'inputs',
      /must be an array of input runs/,
    );
  });

  it('a tick total over the limit', () => {
    const checkpoints = Array.from({ length: MAX_REPLAY_TICKS / 20 }, (_, i) => [
      (i + 1) * 20,
      HASH,
    ]);
    const atLimit = broken((d) => {
      d.inputs = [[MAX_REPLAY_TICKS, 2]];
      d.checkpoints = checkpoints;
      d.final = { tick: MAX_REPLAY_TICKS, outcome: 'playing', hash: HASH };
    });
    expect(decodeReplay(atLimit).final.tick).toBe(MAX_REPLAY_TICKS);
    expectRefused(
      {
        ...atLimit,
        inputs: [
          [MAX_REPLAY_TICKS - 5, 2],
          [6, 0],
        ],
      },
      'inputs[1][0]',
      /^brings the run to 72001 ticks, over the limit of 72000$/,
    );
    expectRefused(
      { ...atLimit, final: { tick: MAX_REPLAY_TICKS + 1, outcome: 'playing', hash: HASH } },
      'final.tick',
      /whole number from 0 to 72000/,
    );
    expectRefused(
      { ...atLimit, inputs: new Array(MAX_INPUT_RUNS + 1).fill('junk') },
      'inputs',
      /^holds 72001 input runs, over the limit of 72000$/,
    );
  });

  it('run lengths that do not add up to the final tick', () => {
    expectRefused(
      broken((d) => ((d.final as Record<string, unknown>).tick = 77)),
      'inputs',
      /^run lengths add up to 78 ticks, but final.tick is 77/,
    );
  });

  it('checkpoints off the interval, missing or extra', () => {
    expectRefused(
      broken((d) => ((d.checkpoints as unknown[][])[1] = [41, HASH])),
      'checkpoints[1][0]',
      /^is tick 41, but checkpoint 2 must be at tick 40 \(one every 20 ticks/,
    );
    expectRefused(
      broken((d) => (d.checkpoints as unknown[][]).pop()),
      'checkpoints',
      /^holds 2 checkpoints, but a run of 78 ticks has 3/,
    );
    expectRefused(
      broken((d) => (d.checkpoints as unknown[][]).push([80, HASH])),
      'checkpoints',
      /^holds 4 checkpoints, but a run of 78 ticks has 3/,
    );
    expectRefused(
      broken((d) => ((d.checkpoints as unknown[][])[0] = [20, 'ABCDEF01'])),
      'checkpoints[0][1]',
      /8 lowercase hex digits/,
    );
  });

  it('a bad final state', () => {
    expectRefused(
      broken((d) => ((d.final as Record<string, unknown>).outcome = 'escaped')),
      'final.outcome',
      /^must be one of playing, won, caught, timeout$/,
    );
    expectRefused(
      broken((d) => ((d.final as Record<string, unknown>).hash = 'c0ffee')),
      'final.hash',
      /8 lowercase hex digits/,
    );
    expectRefused(
      broken((d) => delete (d.final as Record<string, unknown>).hash),
      'final.hash',
      /^is missing$/,
    );
  });

  it('a tick rate other than the simulation’s', () => {
    expectRefused(
      broken((d) => (d.ticksPerSecond = 60)),
      'ticksPerSecond',
      /^must be 20/,
    );
  });

  it('a bad player name or recording time', () => {
    expectRefused(
      broken((d) => (d.player = '')),
      'player',
      /^must not be empty$/,
    );
    expectRefused(
      broken((d) => (d.player = 'x'.repeat(25))),
      'player',
      /^must be at most 24 characters$/,
    );
    expectRefused(
      broken((d) => (d.player = ' Theseus')),
      'player',
      /spaces/,
    );
    expectRefused(
      broken((d) => (d.player = 'The\u0007seus')),
      'player',
      /control characters/,
    );
    expectRefused(
      broken((d) => (d.recordedAt = 'last Tuesday')),
      'recordedAt',
      /ISO 8601/,
    );
  });

  it('an oversized document, before parsing it', () => {
    const text = encodeReplay(winningReplay('first-steps'));
    const padded = text.slice(0, -1) + ' '.repeat(MAX_REPLAY_CHARS - text.length + 1) + '}';
    expect(padded.length).toBe(MAX_REPLAY_CHARS + 1);
    expectRefused(padded, '(document)', /^is 1000001 characters, over the limit of 1000000$/);
    // At the limit it is read normally.
    const atLimit = text.slice(0, -1) + ' '.repeat(MAX_REPLAY_CHARS - text.length) + '}';
    expect(atLimit.length).toBe(MAX_REPLAY_CHARS);
    expect(encodeReplay(decodeReplay(atLimit))).toBe(text);
  });

  it('text that is not JSON, and JSON that is not an object', () => {
    expectRefused('{"format":', '(document)', /^is not valid JSON/);
    expectRefused('', '(document)', /^is not valid JSON/);
    // The engine's reason quotes a piece of the text: what would break the line is escaped.
    expectRefused('\u0000', '(document)', /^is not valid JSON \(.*\\u0000.*\)$/);
    expectRefused('{"a":1}\u2028\r\n', '(document)', /^is not valid JSON \([^\u2028\r\n]*\)$/);
    for (const value of ['[]', '42', 'null', '"replay"', 'true']) {
      expectRefused(value, '(document)', /^must be a replay object/);
    }
    expectRefused(undefined, '(document)', /^must be a replay object/);
  });

  it('unknown keys, __proto__ and constructor among them, without polluting any prototype', () => {
    const text = encodeReplay(winningReplay('first-steps'));
    const inject = (at: string, key: string) =>
      text.replace(at, `${at}"${key}":{"polluted":true,"isAdmin":true},`);
    expectRefused(inject('{', '__proto__'), '__proto__', /^unknown key/);
    expectRefused(inject('{', 'constructor'), 'constructor', /^unknown key/);
    expectRefused(inject('"final":{', '__proto__'), 'final.__proto__', /^unknown key/);
    expectRefused(inject('"level":{', '__proto__'), 'level.__proto__', /^unknown key/);
    expectRefused(inject('"level":{', 'prototype'), 'level.prototype', /^unknown key/);
    expectRefused(
      broken((d) => (d.cheat = true)),
      'cheat',
      /^unknown key/,
    );
    // A long key is cut in the message, so a hostile document cannot flood it.
    expectRefused(inject('{', 'k'.repeat(5000)), `${'k'.repeat(40)}…`, /^unknown key/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('hostile parsed values: throwing getters and proxies end in a ReplayError too', () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        has() {
          throw new TypeError('boom');
        },
      },
    );
    expectRefused(trap, '(document)', /could not be read/);
    const getter = Object.defineProperty(mutableCopy(winningReplay('first-steps')), 'inputs', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expectRefused(getter, '(document)', /could not be read/);
    const cyclic = mutableCopy(winningReplay('first-steps'));
    cyclic.level = cyclic;
    expect(refusal(cyclic).field).toMatch(/^level/);
  });

  it('deeply nested JSON', () => {
    const depth = 400_000;
    expect(refusal('['.repeat(depth) + ']'.repeat(depth)).field).toBe('(document)');
    expect(refusal('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)).field).toBe('format');
  });
});
