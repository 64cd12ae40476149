import { buildHarness, type HarnessOptions } from '../../app/game-harness';
import { DiagnosticsOverlay } from '../../../src/ui/overlay/diagnostics-overlay';
import { ShellView } from '../../../src/ui/shell-view';

/**
 * The game harness with the page's own view: ShellView and the diagnostics overlay in a
 * happy-dom document, so a flow can be followed through the screens a player sees, clicked by
 * their labels.
 */
export function shellHarness(options: HarnessOptions = {}) {
  document.body.replaceChildren();
  const root = document.createElement('div');
  document.body.append(root);
  const harness = buildHarness(options, {
    createView: (act) =>
      new ShellView({ root, act, loadEditorScreens: () => import('../../../src/ui/editor') }),
    loadDiagnostics: (source) => {
      const overlay = new DiagnosticsOverlay(source);
      root.append(overlay.element);
      return Promise.resolve(overlay);
    },
  });
  const buttons = () =>
    [...root.querySelectorAll<HTMLButtonElement>('.screens button')].map((b) => b.textContent);
  const click = (label: string) => {
    const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent.startsWith(label),
    );
    if (found === undefined) throw new Error(`no button '${label}' in [${buttons().join(' | ')}]`);
    found.click();
  };
  return { ...harness, root, buttons, click };
}
