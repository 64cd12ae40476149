import { SIM_VERSION } from '../../sim';
import type { OutboxRun } from '../../storage/global-outbox';
import type { ServiceFailure } from './service-request';
import { say } from '../text/message-descriptor';

/**
 * The poster's version handling. Each run waits with the simulation version it was recorded
 * under, and only a game of that version posts it. A service of newer rules (it says its version
 * when it refuses a start or a post) stops posting for the session: the runs stay in the outbox,
 * and the end screen says an update is needed; once the update is in, they are of another
 * version than the game's and stay in this browser (on its own boards), never posted. A service
 * of older rules is waited for, like one that does not answer.
 */
export class ServiceVersions {
  readonly #onServiceVersion: ((version: number) => void) | undefined;
  /** The service's simulation version once it said it is newer than the game's; else null. */
  #ahead: number | null = null;

  /** `onServiceVersion` is told when the service says it runs another version than the game's. */
  constructor(onServiceVersion?: (version: number) => void) {
    this.#onServiceVersion = onServiceVersion;
  }

  /** The newest version a service of newer rules said it runs; null while none did. */
  get ahead(): number | null {
    return this.#ahead;
  }

  /** The runs this game may post now: of its own version, while the service is not ahead. */
  postable(outbox: readonly OutboxRun[]): OutboxRun[] {
    if (this.#ahead !== null) return [];
    return outbox.filter((entry) => versionOf(entry) === SIM_VERSION);
  }

  /**
   * An answer read for the service's version: a refusal naming another version than the game's
   * is told to the page. A newer service stops posting (the refusal is kept as the answer, and
   * the run stays); an older one is waited for, as a service that did not answer.
   */
  read<A extends { readonly kind: string }>(answer: A | ServiceFailure): A | ServiceFailure {
    if (answer.kind !== 'refused' || !('serviceVersion' in answer)) return answer;
    const version = answer.serviceVersion;
    if (version === undefined || version === SIM_VERSION) return answer;
    this.#onServiceVersion?.(version);
    if (version > SIM_VERSION) {
      this.#ahead = Math.max(version, this.#ahead ?? 0);
      return answer;
    }
    const reason = say('post.olderRules', { version: String(version) });
    return { kind: 'unreachable', reason };
  }
}

/**
 * The simulation version a waiting run was recorded under: kept with it, or, for a run queued
 * before the outbox kept versions, its replay's own `simVersion`; null when neither says.
 */
function versionOf(entry: OutboxRun): number | null {
  if (entry.simVersion !== undefined) return entry.simVersion;
  try {
    const version = (JSON.parse(entry.replay) as { simVersion?: unknown }).simVersion;
    return typeof version === 'number' ? version : null;
  } catch {
    return null;
  }
}
