/**
 * Version of the simulation's rules. Any change that can alter a replay's outcome, a state hash or a
 * generated level (movement, timing, Minotaur choices, catching, hashing, the generator) must bump it,
 * so stored replays of the old rules are refused instead of silently diverging.
 */
export const SIM_VERSION = 1;
