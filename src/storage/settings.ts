import * as v from 'valibot';
import { MAX_PLAYER_NAME } from '../replay/format';
import type { LocalStore } from './local-store';
import { BINDINGS_SCHEMA, DEFAULT_BINDINGS, type Bindings } from './stored-bindings';

/** Motion as the player wants it: as the system says (prefers-reduced-motion), or forced. */
export type ReducedMotion = 'system' | 'on' | 'off';

/**
 * What the split line and tables compare a run with: nothing, the personal best on this level
 * (this browser's board), the world record (the global board's first run), or the sum of the
 * player's best segments.
 */
export type ComparisonChoice = 'none' | 'pb' | 'wr' | 'sob';

/** Every comparison, in the order the setting and its key go through them. */
export const COMPARISON_CHOICES: readonly ComparisonChoice[] = ['none', 'pb', 'wr', 'sob'];

/** Player preferences, kept across visits. */
export interface Settings {
  readonly sound: boolean;
  readonly autoPauseOnBlur: boolean;
  readonly diagnostics: boolean;
  readonly ghost: boolean;
  readonly playerName: string;
  /** Keys per action; fields added after the first release load as their defaults. */
  readonly bindings: Bindings;
  readonly reducedMotion: ReducedMotion;
  /** A lighter darkness beyond the torch, so the maze stands out. */
  readonly highContrast: boolean;
  /** Post verified won runs to the global leaderboard service (off until the player opts in). */
  readonly globalPost: boolean;
  /** What the split line compares a run with. */
  readonly splitComparison: ComparisonChoice;
  /**
   * The language the player chose (a BCP 47 tag such as `de` or `pt-BR`), or null to follow the
   * browser's preference. The application knows which tags it has catalogues for; a tag it has
   * none for reads as null.
   */
  readonly language: string | null;
}

export { MAX_PLAYER_NAME };

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  autoPauseOnBlur: true,
  diagnostics: false,
  ghost: true,
  playerName: 'Theseus',
  bindings: DEFAULT_BINDINGS,
  reducedMotion: 'system',
  highContrast: false,
  globalPost: false,
  splitComparison: 'pb',
  language: null,
};

/** A player name as settings keep it: trimmed, 1 to MAX_PLAYER_NAME characters. */
export const PLAYER_NAME_SCHEMA = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_PLAYER_NAME),
);
/** A BCP 47 language tag as far as settings check it: a language, then subtags (`zh-Hans`). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

const fields: Record<keyof Settings, v.GenericSchema<unknown, Settings[keyof Settings]>> = {
  sound: v.boolean(),
  autoPauseOnBlur: v.boolean(),
  diagnostics: v.boolean(),
  ghost: v.boolean(),
  playerName: PLAYER_NAME_SCHEMA,
  bindings: BINDINGS_SCHEMA,
  reducedMotion: v.picklist(['system', 'on', 'off']),
  highContrast: v.boolean(),
  globalPost: v.boolean(),
  splitComparison: v.picklist(COMPARISON_CHOICES),
  language: v.nullable(v.pipe(v.string(), v.regex(LANGUAGE_TAG))),
};

function isField(key: string): key is keyof Settings {
  return Object.hasOwn(fields, key);
}

const DOCUMENT = 'settings';

/** Loads settings; each valid field is kept, invalid ones fall back to their default. */
export function loadSettings(store: LocalStore): Settings {
  const stored = store.readEntries(DOCUMENT, (key) => (isField(key) ? fields[key] : undefined));
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(stored) };
}

/** Saves settings; false when storage refused (the store has told the player why). */
export function saveSettings(store: LocalStore, settings: Settings): boolean {
  return store.write(DOCUMENT, settings);
}
