import type { Level } from '../../sim';
import type { Bindings } from '../../storage/stored-bindings';
import type { MessageDescriptor } from '../text/message-descriptor';

/** The settings a player can switch on and off. */
export type Toggle =
  | 'sound'
  | 'autoPauseOnBlur'
  | 'diagnostics'
  | 'ghost'
  | 'highContrast'
  | 'reducedMotion'
  | 'globalPost'
  | 'splitComparison';

/**
 * A control of the Settings screen that focus can go back to: a switch, the Controls button, the
 * name field, the recovery code's button or box, or the field a recovery code is pasted in.
 */
export type SettingsControl =
  Toggle | 'language' | 'controls' | 'name' | 'recovery' | 'recovery-code' | 'sign-in';

/** What Settings' recovery code buttons ask for. */
export type AccountAction = 'show-code' | 'hide-code' | 'copy-code';

/** A file the player picked or dropped, as far as opening a replay reads it (a DOM File fits). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/**
 * Which screen is up. 'playing' has none: only the HUD over the maze. 'replay' is the replay
 * viewer over a playback, 'scores' the leaderboards.
 */
export type Screen =
  | 'title'
  | 'levels'
  | 'help'
  | 'settings'
  | 'controls'
  | 'loading'
  | 'scores'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost'
  | 'replay'
  | 'editor'
  | 'community'
  /** The runs being played now; 'live-watch' follows one of them as a spectator. */
  | 'live'
  | 'live-watch'
  | 'events'
  /** A race room: its racers, its countdown, its result. */
  | 'room'
  | 'error';

/** The screens over the backdrop rather than a run. */
export const MENUS: ReadonlySet<Screen> = new Set([
  'title',
  'levels',
  'help',
  'settings',
  'controls',
  'loading',
  'scores',
  'editor',
  'community',
  'live',
  'events',
  'room',
]);

/**
 * Where Back (Escape, a pad's B) leads when it is not the title: one level up, where the
 * screen's own Back button goes (Controls opens from Settings).
 */
export const BACK_TO: Readonly<Partial<Record<Screen, Screen>>> = { controls: 'settings' };

/**
 * The control of Settings that opens each screen below it: coming back up (its Back button,
 * Escape, a pad's B), focus returns there, so a keyboard or pad player keeps their place.
 */
export const OPENED_FROM_SETTINGS: Readonly<Partial<Record<Screen, SettingsControl>>> = {
  controls: 'controls',
};

/**
 * What a screen's button asks for: a screen by name, a run, a setting, or a pause (the HUD);
 * 'world' is today's global daily board, 'race-record' races the world record of the level
 * last played.
 */
export type ScreenAction =
  | 'play'
  | 'levels'
  | 'daily'
  | 'help'
  | 'settings'
  | 'title'
  | 'resume'
  | 'restart'
  | 'scores'
  | 'world'
  | 'pause'
  | 'controls'
  | 'editor'
  | 'race-record'
  /** The Community screen: levels players made, to browse, play and rate. */
  | 'community'
  /** Plays the community level of the UTC day. */
  | 'level-of-day'
  /** The Live screen: runs being played now, to watch. */
  | 'live'
  /** The Events screen: now, next and past events, their standings. */
  | 'events'
  /** Race a friend: the level to make a race room on. */
  | 'race-room'
  | { readonly pick: Level }
  | { readonly bindings: Bindings }
  | { readonly toggle: Toggle }
  | { readonly rename: string }
  /** The language chosen in Settings (a BCP 47 tag), or null to follow the browser's. */
  | { readonly language: string | null }
  | { readonly account: AccountAction }
  /** Signs in with a recovery code pasted from another browser. */
  | { readonly signIn: string }
  | { readonly open: PickedFile };

/** What the parts of the game that open screens ask of it, and the guard against stale results. */
export interface ScreenHost {
  /** The screen on show. */
  screen(): Screen;
  /** Shows a screen; `loading` is what the loading screen says. */
  show(screen: Screen, loading?: string): void;
  toTitle(notice: MessageDescriptor | null): void;
  /** A new request: anything slower still pending is dropped. */
  claim(): number;
  /** True while `ticket` is the latest request. */
  isCurrent(ticket: number): boolean;
}
