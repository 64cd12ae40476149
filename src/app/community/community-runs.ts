import type { Replay } from '../../replay/format';
import { pageLink } from '../core/page-link';
import type { GlobalClient } from '../global/global-client';
import type { ReplayFiles } from '../replays/replay-files';
import type { ReplayKit, ReplayLibrary } from '../replays/replay-library';
import type { CatalogueClient, StoredLevel } from './catalogue-client';
import type { RunSource } from './community-view';

/** What opening a community level's runs works with. */
export interface CommunityRunsOptions {
  readonly catalogue: CatalogueClient;
  readonly global: Pick<GlobalClient, 'board' | 'replay'>;
  readonly library: Pick<ReplayLibrary, 'load' | 'knowEditorLevel'>;
  /** Opens a level link's fragment (`l=…`): checks its proof and starts the level. */
  readonly openLink: (fragment: string) => void;
  /** The next run of `levelKey` races `replay` as its ghost, named `label`. */
  readonly raceNext: (replay: Replay, levelKey: string, label: string) => void;
  /** Verifies a replay's text and opens it in the viewer. */
  readonly watchText: (text: string) => void;
  readonly files: Pick<ReplayFiles, 'copy' | 'pageUrl'>;
  /** Tells the player something (why a level or run could not be had). */
  readonly notify: (message: string) => void;
}

/** A level's link and its proof, or why it could not be had. */
type Linked =
  | {
      readonly ok: true;
      readonly fragment: string;
      readonly stored: StoredLevel;
      readonly kit: ReplayKit;
    }
  | { readonly ok: false; readonly message: string };

/**
 * A community level's runs: playing it, racing or watching its world record or its maker's
 * proof, and its link. A level is played through its level link (`#l=`), built from the stored
 * document and proof, so it is checked, counted and posted as any shared level is.
 */
export class CommunityRuns {
  readonly #options: CommunityRunsOptions;
  readonly #levels = new Map<string, StoredLevel>();

  constructor(options: CommunityRunsOptions) {
    this.#options = options;
  }

  /** The stored level of `hash` (fetched once), or null when it could not be had. */
  async level(hash: string): Promise<StoredLevel | null> {
    const kept = this.#levels.get(hash);
    if (kept !== undefined) return kept;
    const answer = await this.#options.catalogue.level(hash);
    if (answer.kind !== 'level') return null;
    this.#levels.set(hash, answer);
    return answer;
  }

  /** Plays the level. */
  async play(hash: string): Promise<void> {
    const linked = await this.#link(hash);
    if (linked.ok) this.#options.openLink(linked.fragment);
    else this.#options.notify(linked.message);
  }

  /** Plays the level racing its world record or its maker's proof as the ghost. */
  async race(hash: string, source: RunSource): Promise<void> {
    const linked = await this.#link(hash);
    if (!linked.ok) {
      this.#options.notify(linked.message);
      return;
    }
    const run = await this.#run(linked, source);
    if (run === null) return;
    this.#options.raceNext(run.replay, linked.stored.levelKey, run.label);
    this.#options.openLink(linked.fragment);
  }

  /** Watches the level's world record or its maker's proof. */
  async watch(hash: string, source: RunSource): Promise<void> {
    const linked = await this.#link(hash);
    if (!linked.ok) {
      this.#options.notify(linked.message);
      return;
    }
    const run = await this.#run(linked, source);
    if (run !== null) this.#options.watchText(run.text);
  }

  /** Copies the level's link (the page's address with `#l=…`). */
  async copyLink(hash: string): Promise<void> {
    const linked = await this.#link(hash);
    if (!linked.ok) {
      this.#options.notify(linked.message);
      return;
    }
    try {
      await this.#options.files.copy(pageLink(this.#options.files.pageUrl(), linked.fragment));
      this.#options.notify("The level's link is copied.");
    } catch {
      this.#options.notify('The link could not be copied.');
    }
  }

  /** The run to race or watch, verified against the level: the record's or the maker's. */
  async #run(
    linked: Linked & { ok: true },
    source: RunSource,
  ): Promise<{ replay: Replay; text: string; label: string } | null> {
    const { stored, kit } = linked;
    let replayHash = stored.maker?.replayHash;
    let label = stored.maker?.player ?? '';
    if (source === 'record') {
      const board = await this.#options.global.board(stored.levelKey);
      const record = board.kind === 'rows' ? board.rows[0] : undefined;
      if (record === undefined) {
        const why = board.kind === 'rows' ? 'No world record on this level yet.' : board.reason;
        this.#options.notify(`The world record could not be had: ${why}`);
        return null;
      }
      replayHash = record.replayHash;
      label = 'WR';
    }
    if (replayHash === undefined) return null;
    const answer = await this.#options.global.replay(replayHash);
    if (answer.kind !== 'replay') {
      this.#options.notify(`The run could not be had: ${answer.reason}`);
      return null;
    }
    try {
      return { replay: kit.decodeReplay(answer.text), text: answer.text, label };
    } catch (error) {
      this.#options.notify(`The run could not be read: ${describe(error)}`);
      return null;
    }
  }

  /** The level's link, built from its stored document and its maker's proof. */
  async #link(hash: string): Promise<Linked> {
    const stored = await this.level(hash);
    if (stored?.maker == null) return { ok: false, message: 'This level could not be had.' };
    const [kit, proof] = await Promise.all([
      this.#options.library.load(),
      this.#options.global.replay(stored.maker.replayHash),
    ]);
    if (proof.kind !== 'replay')
      return { ok: false, message: `The level could not be had: ${proof.reason}` };
    try {
      const fragment = kit.encodeLevelLink(stored.document, kit.decodeReplay(proof.text));
      const opened = kit.openLevelLink(fragment);
      if (opened.ok) this.#options.library.knowEditorLevel(opened.hash, opened.level);
      return { ok: true, fragment, stored, kit };
    } catch (error) {
      return { ok: false, message: `This level cannot be played: ${describe(error)}` };
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
