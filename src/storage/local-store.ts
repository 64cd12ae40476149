import * as v from 'valibot';

/** The part of the Web Storage API the store uses; tests pass a fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Something the player should be told once: data recovered, not saved, or storage missing. */
export type StoreNotice =
  | { readonly kind: 'recovered'; readonly name: string; readonly backupKey: string | null }
  | { readonly kind: 'write-failed'; readonly name: string; readonly reason: 'quota' | 'error' }
  | { readonly kind: 'unavailable' };

/** Version of the envelope every stored document is wrapped in. */
export const STORE_VERSION = 1;
/** Longest stored document read, in characters; anything longer counts as corrupted. */
export const MAX_DOCUMENT_CHARS = 2_000_000;
/** How many backups of corrupted data are kept per document (when all are used, the last is replaced). */
export const MAX_BACKUPS = 3;

export interface LocalStoreOptions {
  /** Returns the storage; may throw (storage disabled, sandboxed frame). */
  readonly storage: () => StorageLike;
  readonly prefix?: string;
  readonly onNotice?: (notice: StoreNotice) => void;
}

const envelope = v.strictObject({ version: v.literal(STORE_VERSION), data: v.unknown() });

/**
 * Versioned, validated documents in Web Storage. Reads never throw: corrupted or
 * invalid entries are backed up raw and dropped one by one, so every valid entry is
 * kept. Writes never throw: a failed write leaves the stored value as it was, and a
 * document that could not be read is not overwritten this session.
 */
export class LocalStore {
  readonly #storage: StorageLike | null;
  readonly #prefix: string;
  readonly #onNotice: (notice: StoreNotice) => void;
  readonly #told = new Set<string>();
  /**
   * Documents never overwritten this session: their stored text could not be read (so what is
   * written would be made without it), or their corrupted text could not be backed up.
   */
  readonly #frozen = new Set<string>();

  constructor(options: LocalStoreOptions) {
    this.#prefix = options.prefix ?? 'mythic-maze:';
    this.#onNotice = options.onNotice ?? (() => undefined);
    let storage: StorageLike | null;
    try {
      storage = options.storage();
      storage.getItem(`${this.#prefix}probe`);
    } catch {
      storage = null;
      this.#tell({ kind: 'unavailable' });
    }
    this.#storage = storage;
  }

  /** True when nothing can be stored this session. */
  get unavailable(): boolean {
    return this.#storage === null;
  }

  /**
   * Reads a document whose data is a string-keyed map; each entry is checked on its
   * own so a bad entry costs only itself. `entry` gives the schema for a key, or
   * undefined for a key that does not belong. A missing or unreadable document gives
   * an empty map.
   */
  readEntries<T>(
    name: string,
    entry: v.GenericSchema<unknown, T> | ((key: string) => v.GenericSchema<unknown, T> | undefined),
  ): Map<string, T> {
    const schemaFor = typeof entry === 'function' ? entry : () => entry;
    const result = new Map<string, T>();
    const raw = this.#get(name);
    if (raw === null) return result;
    const data = this.#unwrap(raw);
    let damaged = typeof data !== 'object' || data === null || Array.isArray(data);
    if (!damaged) {
      for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
        const schema = isPlainKey(key) ? schemaFor(key) : undefined;
        const parsed = schema === undefined ? undefined : v.safeParse(schema, value);
        if (parsed?.success === true) result.set(key, parsed.output);
        else damaged = true;
      }
    }
    if (damaged) this.#recover(name, raw);
    return result;
  }

  /** Reads a whole document; invalid or corrupted gives `fallback` (and a backup). */
  read<T>(name: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
    const raw = this.#get(name);
    if (raw === null) return fallback;
    const parsed = v.safeParse(schema, this.#unwrap(raw));
    if (parsed.success) return parsed.output;
    this.#recover(name, raw);
    return fallback;
  }

  /** Writes a map of entries as one document; false (and a notice) when it could not. */
  writeEntries(name: string, entries: ReadonlyMap<string, unknown>): boolean {
    return this.write(name, Object.fromEntries(entries));
  }

  /** Writes a document; false (and a notice) when it could not, leaving the old value. */
  write(name: string, data: unknown): boolean {
    if (this.#storage === null) return false;
    if (this.#frozen.has(name)) {
      this.#tell({ kind: 'write-failed', name, reason: 'error' });
      return false;
    }
    try {
      this.#storage.setItem(this.#key(name), JSON.stringify({ version: STORE_VERSION, data }));
      return true;
    } catch (error) {
      this.#tell({ kind: 'write-failed', name, reason: isQuotaError(error) ? 'quota' : 'error' });
      return false;
    }
  }

  #key(name: string): string {
    return `${this.#prefix}${name}`;
  }

  #get(name: string): string | null {
    if (this.#storage === null) return null;
    try {
      return this.#storage.getItem(this.#key(name));
    } catch {
      this.#frozen.add(name);
      return null;
    }
  }

  /** The envelope's data, or undefined when the text is not a current envelope. */
  #unwrap(raw: string): unknown {
    if (raw.length > MAX_DOCUMENT_CHARS) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return undefined;
    }
    const parsed = v.safeParse(envelope, json);
    return parsed.success ? parsed.output.data : undefined;
  }

  /** Keeps the damaged text under a backup key before anything may overwrite it. */
  #recover(name: string, raw: string): void {
    const storage = this.#storage;
    if (storage === null) return;
    let backupKey: string | null = null;
    for (let slot = 0; slot < MAX_BACKUPS && backupKey === null; slot += 1) {
      const key = `${this.#prefix}backup:${name}:${String(slot)}`;
      try {
        const existing = storage.getItem(key);
        if (existing === raw) backupKey = key;
        else if (existing === null || slot === MAX_BACKUPS - 1) {
          storage.setItem(key, raw);
          backupKey = key;
        }
      } catch {
        break;
      }
    }
    if (backupKey === null) this.#frozen.add(name);
    this.#tell({ kind: 'recovered', name, backupKey });
  }

  #tell(notice: StoreNotice): void {
    const id = notice.kind === 'unavailable' ? notice.kind : `${notice.kind}:${notice.name}`;
    if (this.#told.has(id)) return;
    this.#told.add(id);
    this.#onNotice(notice);
  }
}

function isPlainKey(key: string): boolean {
  return key !== '__proto__' && key !== 'constructor' && key !== 'prototype';
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}
