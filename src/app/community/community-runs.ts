import type { Replay } from '../../replay/format';
import { pageLink } from '../core/page-link';
import { GlobalRuns, type PickedRun } from '../replays/global-runs';
import type { GlobalClient } from '../global/global-client';
import type { ReplayFiles } from '../replays/replay-files';
import type { ReplayLibrary } from '../replays/replay-library';
import type { CatalogueClient, StoredLevel } from './catalogue-client';
import type { RunSource } from './community-view';
import { say, type MessageDescriptor } from '../text/message-descriptor';

/** What opening a community level's runs works with. */
export interface CommunityRunsOptions {
  readonly catalogue: CatalogueClient;
  readonly global: Pick<GlobalClient, 'board' | 'replay'>;
  readonly library: Pick<ReplayLibrary, 'load' | 'knowEditorLevel' | 'editorLevel'>;
  /** Opens a level link's fragment (`l=…`): checks its proof and starts the level. */
  readonly openLink: (fragment: string) => void;
  /** The next run of `levelKey` races `replay` as its ghost, named `label`. */
  readonly raceNext: (replay: Replay, levelKey: string, label: string) => void;
  /** Verifies a replay's text and opens it in the viewer. */
  readonly watchText: (text: string) => void;
  readonly files: Pick<ReplayFiles, 'copy' | 'pageUrl'>;
  /** Tells the player something (why a level or run could not be had). */
  readonly notify: (message: MessageDescriptor) => void;
}

/** A level's link and its proof, or why it could not be had. */
type Linked =
  | { readonly ok: true; readonly fragment: string; readonly stored: StoredLevel }
  | { readonly ok: false; readonly message: MessageDescriptor };

/**
 * A community level's runs: playing it, racing or watching its world record or its maker's
 * proof, and its link. A level is played through its level link (`#l=`), built from the stored
 * document and proof, so it is checked, counted and posted as any shared level is.
 */
export class CommunityRuns {
  readonly #options: CommunityRunsOptions;
  readonly #levels = new Map<string, StoredLevel>();
  /** The runs of the level's board and its maker's proof, raced once verified. */
  readonly #runs: GlobalRuns;

  constructor(options: CommunityRunsOptions) {
    this.#options = options;
    const { global, library, notify } = options;
    this.#runs = new GlobalRuns({ global, library, notify });
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

  /** Plays the level racing its world record or its maker's proof as the ghost, once verified. */
  async race(hash: string, source: RunSource): Promise<void> {
    const linked = await this.#link(hash);
    if (!linked.ok) {
      this.#options.notify(linked.message);
      return;
    }
    const run = await this.#pick(linked.stored, source);
    const replay = run === null ? null : await this.#runs.raceable(run);
    if (run === null || replay === null) return;
    this.#options.raceNext(replay, linked.stored.levelKey, run.label);
    this.#options.openLink(linked.fragment);
  }

  /** Watches the level's world record or its maker's proof (the viewer verifies it). */
  async watch(hash: string, source: RunSource): Promise<void> {
    const linked = await this.#link(hash);
    if (!linked.ok) {
      this.#options.notify(linked.message);
      return;
    }
    const run = await this.#pick(linked.stored, source);
    const text = run === null ? null : await this.#runs.text(run.replayHash);
    if (text !== null) this.#options.watchText(text);
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
      this.#options.notify(say('community.linkCopied'));
    } catch {
      this.#options.notify(say('community.linkNotCopied'));
    }
  }

  /** The run to race or watch: the level's world record, or its maker's proof. */
  async #pick(stored: StoredLevel, source: RunSource): Promise<PickedRun | null> {
    if (source === 'record') return this.#runs.worldRecord(stored.levelKey);
    const maker = stored.maker;
    return maker == null ? null : { replayHash: maker.replayHash, label: maker.player };
  }

  /** The level's link, built from its stored document and its maker's proof. */
  async #link(hash: string): Promise<Linked> {
    const stored = await this.level(hash);
    if (stored?.maker == null) return { ok: false, message: say('community.levelUnavailable') };
    const [kit, proof] = await Promise.all([
      this.#options.library.load(),
      this.#options.global.replay(stored.maker.replayHash),
    ]);
    if (proof.kind !== 'replay')
      return { ok: false, message: say('community.levelFailed', { reason: proof.reason }) };
    try {
      const fragment = kit.encodeLevelLink(stored.document, kit.decodeReplay(proof.text));
      const opened = kit.openLevelLink(fragment);
      if (opened.ok) this.#options.library.knowEditorLevel(opened.hash, opened.level);
      return { ok: true, fragment, stored };
    } catch (error) {
      return { ok: false, message: say('community.levelUnplayable', { error: describe(error) }) };
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
