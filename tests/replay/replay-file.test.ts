import { describe, expect, it, vi } from 'vitest';
import {
  encodeReplay,
  MAX_REPLAY_CHARS,
  MAX_REPLAY_FILE_BYTES,
  readReplayFile,
  ReplayError,
} from '../../src/replay';
import { winningReplay } from './support/replays';

async function refusal(file: Parameters<typeof readReplayFile>[0]): Promise<ReplayError> {
  try {
    await readReplayFile(file);
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readReplayFile', () => {
  it('reads a replay file, UTF-8 names included', async () => {
    const replay = winningReplay('first-steps', { player: 'Ἀριάδνη' });
    const file = new Blob([encodeReplay(replay)], { type: 'application/json' });
    expect(await readReplayFile(file)).toEqual(replay);
  });

  it('refuses a file over the size limit without reading a byte of it', async () => {
    expect(MAX_REPLAY_FILE_BYTES).toBe(3 * MAX_REPLAY_CHARS);
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const error = await refusal({ size: MAX_REPLAY_FILE_BYTES + 1, arrayBuffer });
    expect(error.message).toBe(
      '(file): is 3000001 bytes, more than a replay of at most 1000000 characters can take',
    );
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('refuses a file that is not UTF-8, cannot be read, or lies about its size', async () => {
    const notUtf8 = new Blob([new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]);
    expect((await refusal(notUtf8)).problem).toBe('could not be read as UTF-8 text');
    const unreadable = { size: 10, arrayBuffer: () => Promise.reject(new Error('gone')) };
    expect((await refusal(unreadable)).problem).toBe('could not be read as UTF-8 text');
    const grown = {
      size: 10,
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(MAX_REPLAY_FILE_BYTES + 1)),
    };
    expect((await refusal(grown)).problem).toBe('could not be read as UTF-8 text');
    for (const size of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(
        (await refusal({ size, arrayBuffer: () => Promise.reject(new Error()) })).problem,
      ).toBe('has no readable size');
    }
  });

  it('refuses a file that is text but not a replay, naming the field', async () => {
    const error = await refusal(new Blob(['{"format":"mythic-maze-replay","version":7}']));
    expect(error.field).toBe('version');
  });

  it('reads a file of exactly the size limit, and an empty one, as far as their text', async () => {
    // The largest file allowed gets past both size checks and is read: its bytes (the
    // replay's text, then spaces) decode, and the text goes on to the replay's own checks.
    const text = encodeReplay(winningReplay('first-steps'));
    const padded = text + ' '.repeat(MAX_REPLAY_FILE_BYTES - text.length);
    const bytes = new TextEncoder().encode(padded);
    expect(bytes.byteLength).toBe(MAX_REPLAY_FILE_BYTES);
    const full = { size: MAX_REPLAY_FILE_BYTES, arrayBuffer: () => Promise.resolve(bytes.buffer) };
    const refused = await refusal(full);
    // Past the byte checks: what refuses it is the replay's own length rule, not the file's.
    expect(refused.message).toBe('(document): is 3000000 characters, over the limit of 1000000');
    // An empty file has a size (0): it is read, and refused as text that is not a replay.
    expect((await refusal(new Blob([]))).message).toBe(
      '(document): is not valid JSON (Unexpected end of JSON input)',
    );
  });
});
