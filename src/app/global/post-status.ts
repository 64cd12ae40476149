import type { MessageDescriptor } from '../text/message-descriptor';

/**
 * What became of a run's global post, as the end screen says it. `none`: nothing to say (posting
 * is off, or the run was not won); `no-token`: the run started while the service could not be
 * reached, so it can never be posted.
 */
export type GlobalPostStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'no-token' }
  | { readonly kind: 'posting' }
  | { readonly kind: 'waiting'; readonly reason: MessageDescriptor }
  | { readonly kind: 'ranked'; readonly rank: number; readonly scope: 'today' | 'level' }
  /** A lost or quit run kept by the service as an attempt: the player's play of the level. */
  | { readonly kind: 'attempt' }
  | { readonly kind: 'refused'; readonly reason: MessageDescriptor }
  /**
   * A run that entered an event: the service kept it (`won`: a won run, which places), with the
   * player's place in the standings once read (null until then, or when they have none).
   */
  | {
      readonly kind: 'entered';
      readonly event: string;
      readonly won: boolean;
      readonly place: number | null;
    }
  /** The event refused the run's start (its reason as a message): the run does not enter. */
  | { readonly kind: 'not-entered'; readonly event: string; readonly reason: MessageDescriptor }
  /** The service plays by newer rules (`serviceVersion`): the game must update to post. */
  | { readonly kind: 'update-needed'; readonly serviceVersion: number };
