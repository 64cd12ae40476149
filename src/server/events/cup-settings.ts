/**
 * A cup's stated defaults (issue 44), each argued where it is set.
 *
 * - The qualifier: 15 minutes, Trackmania's Cup of the Day's 10 + 5. Long enough for a few tries
 *   at a maze a good run crosses in under a minute; an event may set its own (`--qualifier`).
 * - The settling time: 30 s after the qualifier's end before round 1 is seeded. A run received by
 *   the end still counts, and may still be verifying; 30 s is the verifier's CPU budget and more.
 * - The delay between rounds: 60 s, the time to read the last round's result, open the next room
 *   (GET the event: it names each racer's room) and ask for its start token.
 * - The round's limit: 5 minutes from its start. A racer with no verified run by then did not
 *   finish (it is marked abandoned as of that moment): a racer who never connects cannot hold
 *   the cup up. Five minutes is many times a won run of any built-in level.
 * - The check: every 5 s a service looks at the cups under way, so a round starts and ends
 *   within 5 s of when its clock says.
 */
export const CUP_QUALIFIER_MS = 15 * 60_000;
/** See the module doc: runs received by the qualifier's end are verified by then. */
export const CUP_SETTLE_MS = 30_000;
/** See the module doc: from a round's end (or the settling) to the next round's start. */
export const CUP_ROUND_DELAY_MS = 60_000;
/** See the module doc: how long a round's rooms race at most. */
export const CUP_ROUND_LIMIT_MS = 5 * 60_000;
/** See the module doc: how often a service advances the cups under way. */
export const CUP_CHECK_MS = 5_000;
