// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BINDINGS } from '../../../src/input/bindings';
import { controlsScreen } from '../../../src/ui/screens/controls-screen';

/** The Controls screen on the page, keys heard on `keys`, and the bindings it saved. */
function setup() {
  document.body.replaceChildren();
  const keys = new EventTarget();
  const onChange = vi.fn();
  const screen = controlsScreen({ bindings: DEFAULT_BINDINGS, onChange, onBack: vi.fn(), keys });
  document.body.append(screen);
  const slot = (name: string) => {
    const found = screen.querySelector<HTMLButtonElement>(`[data-binding="${name}"]`);
    if (found === null) throw new Error(`no slot ${name}`);
    return found;
  };
  const press = (code: string) => {
    keys.dispatchEvent(new KeyboardEvent('keydown', { code, cancelable: true }));
  };
  const status = () => screen.querySelector('.controls-status')?.textContent;
  return { onChange, slot, press, status };
}

describe('controlsScreen: a key slot waiting for its key', () => {
  it('cancels with Escape, binding nothing and saving nothing', () => {
    const { onChange, slot, press, status } = setup();
    const before = slot('up-0').textContent;
    slot('up-0').click();
    expect(slot('up-0').textContent).toBe('Press a key…');
    press('Escape');
    expect(status()).toBe('Cancelled.');
    expect(slot('up-0').textContent).toBe(before);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('binds a free key and saves the bindings, then listens no more', () => {
    const { onChange, slot, press, status } = setup();
    slot('up-1').click();
    press('KeyI');
    expect(status()).toBe('Move up: I.');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ up: [DEFAULT_BINDINGS.up[0], 'KeyI'] });
    press('KeyK');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a key another action has, naming it', () => {
    const { onChange, slot, press, status } = setup();
    slot('up-0').click();
    press('KeyR');
    expect(status()).toBe('R is already bound to Restart level. Change that first.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
