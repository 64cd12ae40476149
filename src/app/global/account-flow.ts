import type { Settings } from '../../storage/settings';
import type { AccountAction, Screen, SettingsControl } from '../core/screen';
import type { KeyAnswer, PlayerIdentity } from './player-identity';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';

/** What Settings says about the player's name on the global leaderboard, after an attempt. */
export interface AccountMessage {
  /** `taken`: the name field's problem; `error`: the sign-in's or the claim's; `done`: news. */
  readonly kind: 'taken' | 'error' | 'done';
  readonly text: string;
}

/** The player's key as the Settings screen shows it. */
export interface AccountModel {
  /** The name the key kept in this browser claimed, or null before any. */
  readonly name: string | null;
  /** The recovery code while the player asked to see it; null when hidden or there is none. */
  readonly code: string | null;
  /** A claim or a sign-in is waiting for the service. */
  readonly busy: boolean;
  readonly message: AccountMessage | null;
  /** The recovery code that failed to sign in, kept in its field; '' otherwise. */
  readonly signInCode: string;
}

/** An account message kept by key and values, written in the language on screen when shown. */
interface HeldMessage {
  readonly kind: AccountMessage['kind'];
  readonly text: MessageDescriptor;
}

/** The settings the flow reads and changes. */
export interface AccountSettings {
  readonly settings: Settings;
  update(changes: Partial<Settings>): void;
}

/** What the account flow works with. */
export interface AccountFlowOptions {
  readonly identity: PlayerIdentity;
  readonly preferences: AccountSettings;
  /** The screens: Settings is shown again (when it is up) after an answer. */
  readonly host: { screen(): Screen; show(screen: Screen): void };
  readonly view: { focusSetting(control: SettingsControl): void };
  /** Copies text to the clipboard; rejects when the browser refuses. */
  readonly copy: (text: string) => Promise<void>;
}

/**
 * The player's name on the global leaderboard, from Settings: switching posting on claims the
 * name first and switches it on only once the name is the player's (a taken name is asked for
 * again in place: the name field says why and has focus, and nothing is ever posted under
 * another name); a new name is claimed while posting is on; the recovery code is shown (only
 * when asked), copied, and pasted in another browser to sign in there under the same name.
 */
export class AccountFlow {
  readonly #options: AccountFlowOptions;
  #showCode = false;
  #busy = false;
  #message: HeldMessage | null = null;
  #signInCode = '';
  /** Counts attempts, so only the latest answer is shown. */
  #attempt = 0;

  constructor(options: AccountFlowOptions) {
    this.#options = options;
  }

  get model(): AccountModel {
    const player = this.#options.identity.player;
    return {
      name: player?.name ?? null,
      code: this.#showCode ? (player?.key ?? null) : null,
      busy: this.#busy,
      message:
        this.#message === null
          ? null
          : { kind: this.#message.kind, text: writeMessage(this.#message.text) },
      signInCode: this.#signInCode,
    };
  }

  /** The posting switch: off at once; on only once the player's name is claimed for this browser. */
  togglePosting(): void {
    const { preferences } = this.#options;
    if (preferences.settings.globalPost) {
      this.#attempt += 1;
      this.#busy = false;
      this.#message = null;
      preferences.update({ globalPost: false });
      this.#refresh('globalPost');
      return;
    }
    void this.#claim(preferences.settings.playerName, 'globalPost');
  }

  /**
   * The player saved a new name: while posting is on, or after a taken name, it is claimed now,
   * so a taken one is asked for again here rather than found out when a run ends.
   */
  renamed(): void {
    const { settings } = this.#options.preferences;
    if (!settings.globalPost && this.#message?.kind !== 'taken') return;
    void this.#claim(settings.playerName, 'name');
  }

  /** Shows, hides or copies the recovery code. */
  act(action: AccountAction): void {
    if (action === 'copy-code') {
      void this.#copy();
      return;
    }
    this.#showCode = action === 'show-code';
    this.#message = null;
    this.#refresh(this.#showCode ? 'recovery-code' : 'recovery');
  }

  /** Signs in with a recovery code pasted from another browser: its name and posting come along. */
  async signIn(code: string): Promise<void> {
    const attempt = this.#begin();
    this.#signInCode = code;
    const answer = await this.#options.identity.signIn(code);
    if (attempt !== this.#attempt) return;
    this.#busy = false;
    if (answer.kind === 'key') {
      this.#signInCode = '';
      this.#options.preferences.update({ playerName: answer.player.name, globalPost: true });
      const text = say('account.signedIn', { name: answer.player.name });
      this.#message = { kind: 'done', text };
      this.#refresh('globalPost');
      return;
    }
    this.#message = { kind: 'error', text: signInProblem(answer) };
    this.#refresh('sign-in');
  }

  async #claim(name: string, from: SettingsControl): Promise<void> {
    const attempt = this.#begin();
    this.#refresh(from);
    const answer = await this.#options.identity.keyFor(name);
    if (attempt !== this.#attempt) return;
    this.#busy = false;
    const { preferences } = this.#options;
    if (answer.kind === 'key') {
      if (!preferences.settings.globalPost) preferences.update({ globalPost: true });
      const text = say('account.claimed', { name });
      this.#message = { kind: 'done', text };
      this.#refresh(from);
      return;
    }
    if (answer.kind === 'taken') {
      // Never posted under another name: posting goes off until a name of the player's own.
      if (preferences.settings.globalPost) preferences.update({ globalPost: false });
      this.#message = { kind: 'taken', text: takenMessage(name) };
      this.#refresh('name');
      return;
    }
    // Unanswered: posting stays as it was (a run's start claims the name again when it is on).
    const why = failureText(answer);
    const text = preferences.settings.globalPost
      ? say('account.notClaimed', { why })
      : say('account.postingOff', { why });
    this.#message = { kind: 'error', text };
    this.#refresh(from);
  }

  async #copy(): Promise<void> {
    const code = this.#options.identity.recoveryCode;
    if (code === null) return;
    try {
      await this.#options.copy(code);
      this.#message = { kind: 'done', text: say('account.copied') };
    } catch {
      this.#message = { kind: 'error', text: say('account.copyFailed') };
    }
    this.#refresh('recovery-code');
  }

  /** A new attempt: the one before it (if still waiting) is dropped. */
  #begin(): number {
    this.#attempt += 1;
    this.#busy = true;
    this.#message = null;
    return this.#attempt;
  }

  /** Settings, when it is up, shows the news, with focus on `control`. */
  #refresh(control: SettingsControl): void {
    const { host, view } = this.#options;
    if (host.screen() !== 'settings') return;
    host.show('settings');
    view.focusSetting(control);
  }
}

/** Why a name cannot be claimed: the player is asked for another. */
function takenMessage(name: string): MessageDescriptor {
  return say('account.taken', { name });
}

/** A failed request in words. */
function failureText(answer: Exclude<KeyAnswer, { kind: 'key' }>): MessageDescriptor {
  if (answer.kind === 'taken') return takenMessage(answer.name);
  if (answer.kind === 'unreachable') {
    return say('account.unreachable', { reason: answer.reason });
  }
  return say('account.refused', { reason: answer.reason });
}

/** Why a recovery code did not sign in. */
function signInProblem(answer: Exclude<KeyAnswer, { kind: 'key' }>): MessageDescriptor {
  if (answer.kind === 'refused' && answer.status === 400) {
    return say('account.notACode');
  }
  if (answer.kind === 'refused' && (answer.status === 401 || answer.status === 404)) {
    return say('account.unknownCode');
  }
  return say('account.notSignedIn', { why: failureText(answer) });
}
