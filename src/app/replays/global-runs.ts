import type { Replay } from '../../replay/format';
import type { GlobalClient, GlobalRow } from '../global/global-client';
import type { ReplayLibrary } from './replay-library';
import { t } from '../text/text';
import { say, type MessageDescriptor } from '../text/message-descriptor';

/** A run of a global board to race or watch: its replay's hash and the name its ghost goes by. */
export interface PickedRun {
  readonly replayHash: string;
  readonly label: string;
}

/** What racing a global run works with. */
export interface GlobalRunsOptions {
  readonly global: Pick<GlobalClient, 'board' | 'replay'>;
  /** The replay code, and the levels made in the editor a run may be on. */
  readonly library: Pick<ReplayLibrary, 'load' | 'editorLevel'>;
  /** Tells the player why a run cannot be raced or watched. */
  readonly notify: (message: MessageDescriptor) => void;
}

/** A board's run to race: its ghost goes by "WR" when it is the first, else by whose run it is. */
export function pickedRun(row: Pick<GlobalRow, 'rank' | 'player' | 'replayHash'>): PickedRun {
  return {
    replayHash: row.replayHash,
    label: row.rank === 1 ? t('splits.wr') : t('runs.playersRun', { player: row.player }),
  };
}

/**
 * The runs of the global boards as the game races them, for the leaderboards and the Community
 * screen alike: a level's world record, a run's replay text, and a run to race, fetched and
 * verified against its level first, so a replay that does not play out is never raced.
 */
export class GlobalRuns {
  readonly #options: GlobalRunsOptions;

  constructor(options: GlobalRunsOptions) {
    this.#options = options;
  }

  /** The world record of the level of `levelKey` (its board's first run); null, said why. */
  async worldRecord(levelKey: string): Promise<PickedRun | null> {
    const board = await this.#options.global.board(levelKey);
    if (board.kind !== 'rows') {
      this.#options.notify(unreachable(board.reason));
      return null;
    }
    const record = board.rows[0];
    if (record === undefined) {
      this.#options.notify(say('runs.noRecord'));
      return null;
    }
    return pickedRun(record);
  }

  /** The replay text stored under `replayHash`; null when it could not be fetched, said why. */
  async text(replayHash: string): Promise<string | null> {
    const answer = await this.#options.global.replay(replayHash);
    if (answer.kind === 'replay') return answer.text;
    this.#options.notify(say('runs.fetchFailed', { reason: answer.reason }));
    return null;
  }

  /**
   * The replay of `run`, verified as the viewer verifies one (on the level made in the editor
   * when it is one); null when it cannot be fetched or does not play out, said why.
   */
  async raceable(run: PickedRun): Promise<Replay | null> {
    const [kit, text] = await Promise.all([
      this.#options.library.load(),
      this.text(run.replayHash),
    ]);
    if (text === null) return null;
    const checked = kit.checkReplay({ kind: 'value', value: text }, (hash) =>
      this.#options.library.editorLevel(hash),
    );
    if (checked.ok) return checked.replay;
    this.#options.notify(checked.error);
    return null;
  }
}

/** Why a board could not be had, for the player. */
export function unreachable(reason: MessageDescriptor): MessageDescriptor {
  return say('runs.unreachable', { reason });
}
