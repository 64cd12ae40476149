import type { LevelDocument } from '../../replay/level-link/level-document';

/** The maker's run of a shared level: who, and the final time. */
export interface MakerTime {
  readonly player: string;
  readonly ticks: number;
}

/**
 * The level last opened from a `#l=` link: its document, which its runs are posted with (the
 * service re-simulates them on it), and the maker's time, which its end screen shows.
 */
export class SharedLevel {
  #document: LevelDocument | null = null;
  #maker: MakerTime | null = null;

  /** The level document of the shared level last opened, or null. */
  get document(): LevelDocument | null {
    return this.#document;
  }

  /** The maker's time of the shared level last opened, or null. */
  get maker(): MakerTime | null {
    return this.#maker;
  }

  /** A link's level was checked and is about to be played. */
  opened(document: LevelDocument, maker: MakerTime): void {
    this.#document = document;
    this.#maker = maker;
  }
}
