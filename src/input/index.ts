/** Keyboard to per-tick input (latched directions) and commands for the game's screens. */
export { commandOfKey, directionOfKey, type Command, type KeyIdentity } from './key-bindings';
export { Keyboard, type KeyboardOptions, type KeyEventLike } from './keyboard';
