import { decodeReplay } from './codec';
import { MAX_REPLAY_CHARS, MAX_REPLAY_FILE_BYTES, type Replay } from './format';
import { ReplayError } from './replay-error';

/** What a replay file picked by the player offers; a browser `File` or `Blob` is one. */
export interface ReplayFile {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const FIELD = '(file)';

/**
 * Reads a replay from a file a person picked. The size is checked before a byte is read, so a
 * huge file costs nothing; then the bytes must be UTF-8 and the text a valid replay. Rejects
 * with a ReplayError, and nothing else, whatever the file holds. It does not verify the run.
 */
export async function readReplayFile(file: ReplayFile): Promise<Replay> {
  const size = file.size;
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new ReplayError(FIELD, 'has no readable size', 'damaged');
  }
  if (size > MAX_REPLAY_FILE_BYTES) {
    throw new ReplayError(
      FIELD,
      `is ${size} bytes, more than a replay of at most ${MAX_REPLAY_CHARS} characters can take`,
      'too-large',
    );
  }
  let text: string;
  try {
    const bytes = await file.arrayBuffer();
    if (bytes.byteLength > MAX_REPLAY_FILE_BYTES) throw new RangeError('grew while read');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ReplayError(FIELD, 'could not be read as UTF-8 text', 'damaged');
  }
  return decodeReplay(text);
}
