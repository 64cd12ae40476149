/**
 * What became of a run's global post, as the end screen says it. `none`: nothing to say (posting
 * is off, or the run was not won); `no-token`: the run started while the service could not be
 * reached, so it can never be posted.
 */
export type GlobalPostStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'no-token' }
  | { readonly kind: 'posting' }
  | { readonly kind: 'waiting'; readonly reason: string }
  | { readonly kind: 'ranked'; readonly rank: number; readonly scope: 'today' | 'level' }
  /** A lost or quit run kept by the service as an attempt: the player's play of the level. */
  | { readonly kind: 'attempt' }
  | { readonly kind: 'refused'; readonly reason: string }
  /** The service plays by newer rules (`serviceVersion`): the game must update to post. */
  | { readonly kind: 'update-needed'; readonly serviceVersion: number };
