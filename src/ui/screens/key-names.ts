import type { Bindings } from '../../input/bindings';
import { t, type MessageKey } from '../../app/text/text';

/** The punctuation keys, by code, as printed on a US layout. */
const PUNCTUATION: Readonly<Record<string, string>> = {
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backslash: '\\',
};

/** The keys with a name of their own, read from the catalogue. */
const NAMED_KEYS: Readonly<Record<string, MessageKey>> = {
  ArrowUp: 'keyName.up',
  ArrowDown: 'keyName.down',
  ArrowLeft: 'keyName.left',
  ArrowRight: 'keyName.right',
  ShiftLeft: 'keyName.leftShift',
  ShiftRight: 'keyName.rightShift',
  ControlLeft: 'keyName.leftCtrl',
  ControlRight: 'keyName.rightCtrl',
  AltLeft: 'keyName.leftAlt',
  AltRight: 'keyName.rightAlt',
};

/** A key code (KeyboardEvent.code) as a player reads it: "KeyW" is W, "ArrowUp" is Up arrow. */
export function keyName(code: string): string {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  if (code.startsWith('Numpad')) return t('keyName.numpad', { key: code.slice(6) });
  const named = NAMED_KEYS[code];
  if (named !== undefined) return t(named);
  return PUNCTUATION[code] ?? code;
}

/**
 * A key code as `aria-keyshortcuts` names it: the key's value (UI Events) on a US layout, so
 * "KeyP" is P, "Backquote" is ` and "ArrowUp", "F3" or "Home" stay as they are.
 */
export function keyShortcut(code: string): string {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^(Digit|Numpad)[0-9]$/.test(code)) return code.slice(-1);
  const named: Readonly<Record<string, string>> = {
    ...PUNCTUATION,
    // "+" joins a modifier to its key in aria-keyshortcuts, so the key itself is "Plus".
    NumpadAdd: 'Plus',
    NumpadSubtract: '-',
    NumpadMultiply: '*',
    NumpadDivide: '/',
    NumpadDecimal: '.',
    ShiftLeft: 'Shift',
    ShiftRight: 'Shift',
    ControlLeft: 'Control',
    ControlRight: 'Control',
    AltLeft: 'Alt',
    AltRight: 'Alt',
  };
  return named[code] ?? code;
}

/** The codes that pause a run: the pause action's keys as bound, then Escape, which always does. */
export function pauseCodes(bindings: Bindings): string[] {
  return [...bindings.pause.filter((code): code is string => code !== null), 'Escape'];
}
