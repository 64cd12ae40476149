/** Plain events carrying the KeyboardEvent fields the keyboard reads (Node has no KeyboardEvent). */
export interface KeyInit {
  readonly key?: string;
  readonly code?: string;
  readonly repeat?: boolean;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
  /** Pretend the event came from this element (e.g. a text field). */
  readonly from?: object;
}

export function keyEvent(type: 'keydown' | 'keyup', init: KeyInit): Event {
  const event = new Event(type, { cancelable: true });
  Object.assign(event, {
    key: init.key ?? '',
    code: init.code ?? '',
    repeat: init.repeat ?? false,
    ctrlKey: init.ctrlKey ?? false,
    altKey: init.altKey ?? false,
    metaKey: init.metaKey ?? false,
  });
  if (init.from !== undefined) Object.defineProperty(event, 'target', { value: init.from });
  return event;
}

/** A window stand-in with press/release helpers. */
export class KeyTarget extends EventTarget {
  down(code: string, key = '', extra: KeyInit = {}): Event {
    const event = keyEvent('keydown', { code, key, ...extra });
    this.dispatchEvent(event);
    return event;
  }

  up(code: string, key = ''): void {
    this.dispatchEvent(keyEvent('keyup', { code, key }));
  }

  tap(code: string): void {
    this.down(code);
    this.up(code);
  }
}
