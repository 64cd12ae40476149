import { isHashRef, type HashLevelRef, type Replay } from '../../replay/format';
import type { Level } from '../../sim';
import { saveDraft, type StoredDraft } from '../../storage/editor-draft';
import type { LocalStore } from '../../storage/local-store';
import { addMyLevel, loadMyLevels, type PublishedLevel } from '../../storage/my-levels';
import {
  checkLevelProof,
  decodeLevelLink,
  encodeLevelLink,
} from '../../replay/level-link/level-link';
import { signLevelAuthor } from '../../replay/level-link/level-author';
import { hashLevelRef, levelDocumentHash } from '../../replay/level-link/level-document';
import { LevelEditor, type EditorReading, type EditorState } from './level-editor';
import { KeptProofs } from './kept-proofs';
import { listedLevel, type ListedLevel } from './listed-level';
import { gridFromText } from './tile-grid';
import { newLevelFields } from './draft-fields';
import type { LevelPostState, LevelToPost } from '../global/level-publisher';
import { t } from '../text/text';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

export type { ListedLevel } from './listed-level';

/** The global leaderboard's side of publishing (`LevelPublisher`), when the game has one. */
export interface LevelPosting {
  /** Sends a published level when posting is on (true); false when it is off (nothing sent). */
  publish(level: LevelToPost): boolean;
  /** What the service made of a level this session, or undefined (My levels keeps the rest). */
  state(hash: string): LevelPostState | undefined;
  /** Calls `listener` when a level's state changes (an answer came); returns a stop. */
  watch(listener: () => void): () => void;
}

/** What an editor session works with. */
export interface EditorSessionOptions {
  readonly store: LocalStore;
  /** The autosaved draft to go on with, or null for a new level. */
  readonly draft: StoredDraft | null;
  /** Starts a playtest of `level`, recorded under `ref`. */
  readonly playtest: (level: Level, ref: HashLevelRef) => void;
  /** The page's address, to put a link's fragment on (any fragment of its own dropped). */
  readonly pageUrl: () => string;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  readonly copy: (text: string) => Promise<void>;
  /** The time a level is stamped with when published, ISO 8601. */
  readonly now: () => string;
  /** Sends published levels to the global leaderboard; absent: they stay local. */
  readonly global?: LevelPosting;
  /** What moderation did to the player's levels, name or key, with why (My levels says so). */
  readonly moderation?: () => readonly string[];
  /**
   * The player key the game holds (signed in: its player id and key), or null: a link published
   * while one is held is signed as that player's level (`signLevelAuthor`), so the service
   * credits its author whoever sends the link. The key itself never goes into the link.
   */
  readonly author?: () => { readonly playerId: string; readonly key: string } | null;
}

/** What the session says of a level sent to the global leaderboard, then stored there. */
interface Publishing {
  readonly publishing: 'sending' | 'published';
}

function stateOf(draft: StoredDraft | null): EditorState | undefined {
  const grid = draft === null ? null : gridFromText(draft.text);
  if (draft === null || grid === null) return undefined;
  return { grid, fields: { ...newLevelFields(), ...draft.fields } };
}

/**
 * The editor as the game keeps it between screens: the LevelEditor with its cursor and history,
 * the draft autosaved after each change, playtests, the proof of a win (for exactly the content
 * it won: an edit voids it, and undoing back to that content finds it again),
 * publishing a link and the player's list of published levels.
 */
export class EditorSession {
  readonly #editor: LevelEditor;
  readonly #options: EditorSessionOptions;
  readonly #proofs = new KeptProofs();
  /** The draft's content hash, computed once per revision. */
  #hashed: { readonly revision: number; readonly hash: string } | null = null;
  #savedRevision = 0;
  #showRoute = false;
  #message: MessageDescriptor | Publishing | null = null;
  #published: ListedLevel | null = null;

  constructor(options: EditorSessionOptions) {
    this.#options = options;
    const state = stateOf(options.draft);
    this.#editor = new LevelEditor(state === undefined ? {} : { state });
  }

  /** The draft, its cursor, brush and history, to read; changes go through `edit`. */
  get editor(): EditorReading {
    return this.#editor;
  }

  /**
   * Makes a change to the draft (a stroke, a field, a resize, undo, the cursor or the brush) and
   * autosaves the draft when the change made a new revision of it, even when it threw (a field
   * out of its range) after changing something. Returns what the change returned.
   */
  edit<T>(change: (editor: LevelEditor) => T): T {
    try {
      return change(this.#editor);
    } finally {
      this.#save();
    }
  }

  /** Whether the static route is drawn over the grid. */
  get showRoute(): boolean {
    return this.#showRoute;
  }

  set showRoute(on: boolean) {
    this.#showRoute = on;
  }

  /** The last thing the editor has to say (a copied link, a refused save), or ''. */
  get message(): string {
    // A level sent to the global leaderboard is published once stored there, with its link.
    if (this.#message === null) return '';
    if ('key' in this.#message) return writeMessage(this.#message);
    const stored = this.#message.publishing === 'published' || this.published?.link != null;
    return stored ? t('editor.published') : t('editor.sending');
  }

  /** The maker's winning time for the draft as it is now, or null while it is not won. */
  get wonTicks(): number | null {
    return this.#proofs.get(this.#hash())?.finalTimeTicks ?? null;
  }

  /** The link just published for the draft as it is now, or null. */
  get published(): ListedLevel | null {
    const published = this.#published?.hash === this.#hash() ? this.#published : null;
    return published === null ? null : this.#listed(published);
  }

  /** The player's published levels, newest first, each with its link. */
  myLevels(): ListedLevel[] {
    return loadMyLevels(this.#options.store).map((level) => this.#listed(level));
  }

  /** What moderation did to the player's levels, name or key, each with its reason. */
  moderationNotes(): readonly string[] {
    return this.#options.moderation?.() ?? [];
  }

  /** Autosaves the draft if it changed since the last save. */
  #save(): void {
    const editor = this.#editor;
    if (editor.revision === this.#savedRevision) return;
    this.#savedRevision = editor.revision;
    this.#message = null;
    const { text } = editor.document();
    if (!saveDraft(this.#options.store, { text, fields: editor.fields })) {
      this.#message = say('editor.draftNotSaved');
    }
  }

  /** Plays the draft as it is now; false (nothing starts) when it does not parse. */
  playtest(): boolean {
    const check = this.editor.check();
    if (!check.ok) return false;
    const ref = hashLevelRef(this.editor.document());
    this.#options.playtest(check.level, ref);
    return true;
  }

  /**
   * A playtest's replay was kept (with the run's final time): a won run of exactly the draft as
   * it is now becomes the proof of that content. A replay of other content (or a lost run)
   * changes nothing.
   */
  playtestKept(replay: Replay, finalTimeTicks: number): void {
    const hash = this.#hash();
    if (replay.final.outcome !== 'won' || !isHashRef(replay.level) || replay.level.hash !== hash) {
      return;
    }
    this.#proofs.keep({ hash, replay, finalTimeTicks });
    this.#published = null;
  }

  /** Publishes the won draft: its link, added to My levels; null (and a message) when it cannot be. */
  publish(): ListedLevel | null {
    const proof = this.#proofs.get(this.#hash());
    if (proof === undefined) {
      this.#message = say('editor.winFirst');
      return null;
    }
    let fragment: string;
    const maker = this.#options.author?.() ?? null;
    const author =
      maker === null
        ? undefined
        : signLevelAuthor({ player: maker.playerId, key: maker.key }, proof.hash);
    try {
      fragment = encodeLevelLink(this.editor.document(), proof.replay, author);
    } catch (error) {
      this.#message = say('editor.noLink', { error: describe(error) });
      return null;
    }
    const level: PublishedLevel = {
      name: this.editor.fields.name.trim(),
      hash: proof.hash,
      fragment,
      makerTicks: proof.finalTimeTicks,
      publishedAt: this.#options.now(),
    };
    const saved = addMyLevel(this.#options.store, level);
    // With posting on, the level goes to the global leaderboard first: its link shows once stored.
    const sent = this.#options.global?.publish({ hash: level.hash, fragment }) ?? false;
    if (sent) this.#message = { publishing: 'sending' };
    else {
      this.#message = saved === null ? say('editor.publishedNotKept') : { publishing: 'published' };
    }
    this.#published = this.#listed(level);
    return this.#published;
  }

  /**
   * Opens a level of My levels in the editor: its text and settings become the draft (one step
   * that undo takes back), autosaved, and the winning run its link carries is the proof of
   * exactly that content again. False (and a message) when it is not listed or its link is
   * damaged; the draft is then left as it was.
   */
  reopen(hash: string): boolean {
    const level = loadMyLevels(this.#options.store).find((l) => l.hash === hash);
    let link;
    try {
      if (level === undefined) throw new Error('it is no longer in My levels');
      link = decodeLevelLink(level.fragment);
    } catch (error) {
      this.#message = say('editor.cannotOpen', { error: describe(error) });
      return false;
    }
    const grid = gridFromText(link.doc.text);
    if (grid === null) {
      this.#message = say('editor.tilesDoNotFit');
      return false;
    }
    this.edit((editor) => {
      editor.load({ grid, fields: { ...newLevelFields(), ...link.doc.meta } });
    });
    try {
      const proved = checkLevelProof(this.editor.document(), link.proof);
      this.playtestKept(link.proof, proved.makerTimeTicks);
    } catch {
      // Its proof does not hold for the draft as opened (another version of the rules, or
      // settings the link left out): the level is opened, and a playtest win publishes it.
    }
    const name = link.doc.meta.name;
    this.#message =
      this.wonTicks === null
        ? say('editor.openedToWin', { name })
        : say('editor.openedProved', { name });
    return true;
  }

  /** Calls `listener` whenever the global leaderboard answers about a published level. */
  watchGlobal(listener: () => void): () => void {
    return this.#options.global?.watch(listener) ?? (() => undefined);
  }

  /** Copies a link; the message says whether the browser let it. */
  async copyLink(link: string): Promise<void> {
    try {
      await this.#options.copy(link);
      this.#message = say('editor.linkCopied');
    } catch {
      this.#message = say('editor.linkCopyFailed');
    }
  }

  /** The content hash of the draft as it is now. */
  #hash(): string {
    const { revision } = this.editor;
    if (this.#hashed?.revision !== revision) {
      this.#hashed = { revision, hash: levelDocumentHash(this.editor.document()) };
    }
    return this.#hashed.hash;
  }

  #listed(level: PublishedLevel | ListedLevel): ListedLevel {
    return listedLevel(level, { global: this.#options.global, page: this.#options.pageUrl() });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
