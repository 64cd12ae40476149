import type { LevelMeta } from '../../sim';

/** A level as written: its text form and metadata, for `parseLevel`. */
export interface LevelSource {
  readonly meta: LevelMeta;
  readonly text: string;
}
