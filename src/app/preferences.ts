import * as v from 'valibot';
import type { LocalStore } from '../storage/local-store';
import {
  COMPARISON_CHOICES,
  MAX_PLAYER_NAME,
  PLAYER_NAME_SCHEMA,
  saveSettings,
  type Settings,
} from '../storage/settings';
import type { Toggle } from './core/screen';
import { t } from './text/text';

/** What the preferences are kept in and applied to. */
export interface PreferencesOptions {
  readonly store: LocalStore;
  /** As loaded at start. */
  readonly settings: Settings;
  readonly sounds: { setMuted(muted: boolean): void; unlock(): void };
  readonly loop: { setAutoPauseOnBlur(on: boolean): void };
  /** The diagnostics overlay, shown as the settings say (its code loads the first time). */
  readonly diagnostics: { setVisible(show: boolean): void; load(): Promise<void> };
  /** Told of the settings at start and after each change (motion, contrast, bindings). */
  readonly onApply?: (settings: Settings) => void;
}

const NEXT_MOTION = { system: 'on', on: 'off', off: 'system' } as const;

/** Checks a player name typed by a person; returns the cleaned name or an error message. */
export function cleanPlayerName(
  name: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const parsed = v.safeParse(PLAYER_NAME_SCHEMA, name);
  if (parsed.success) return { ok: true, name: parsed.output };
  return { ok: false, error: t('settings.nameInvalid', { max: MAX_PLAYER_NAME }) };
}

/**
 * The player's settings as they are now: every change is saved at once and applied to the
 * sound, the loop and the diagnostics overlay.
 */
export class Preferences {
  readonly #options: PreferencesOptions;
  #settings: Settings;

  constructor(options: PreferencesOptions) {
    this.#options = options;
    this.#settings = options.settings;
    this.#apply();
  }

  get settings(): Settings {
    return this.#settings;
  }

  /** Switches a setting over (the three and four way ones to their next state), saves it. */
  toggle(toggle: Toggle): void {
    if (toggle === 'reducedMotion')
      this.#change({ reducedMotion: NEXT_MOTION[this.#settings.reducedMotion] });
    else if (toggle === 'splitComparison') {
      const at = COMPARISON_CHOICES.indexOf(this.#settings.splitComparison);
      const next = COMPARISON_CHOICES[(at + 1) % COMPARISON_CHOICES.length] ?? 'none';
      this.#change({ splitComparison: next });
    } else this.#change({ [toggle]: !this.#settings[toggle] });
    // Switching sound on is a user gesture: the moment the browser lets audio start.
    if (toggle === 'sound') this.#options.sounds.unlock();
  }

  /** Saves and applies changed settings (already checked, e.g. bindings without clashes). */
  update(changes: Partial<Settings>): void {
    this.#change(changes);
  }

  /** Saves a new player name (already checked by the settings screen). */
  rename(name: string): void {
    this.#change({ playerName: name });
  }

  /** Shows or hides the overlay and saves the setting; resolves once it is on screen. */
  async setDiagnostics(on: boolean): Promise<void> {
    if (this.#settings.diagnostics !== on) this.toggle('diagnostics');
    if (on) await this.#options.diagnostics.load();
  }

  #change(changes: Partial<Settings>): void {
    this.#settings = { ...this.#settings, ...changes };
    saveSettings(this.#options.store, this.#settings);
    this.#apply();
  }

  #apply(): void {
    this.#options.sounds.setMuted(!this.#settings.sound);
    this.#options.loop.setAutoPauseOnBlur(this.#settings.autoPauseOnBlur);
    this.#options.diagnostics.setVisible(this.#settings.diagnostics);
    this.#options.onApply?.(this.#settings);
  }
}
