import { describe, expect, it } from 'vitest';
import { RunSession } from '../../../src/app/core/run-session';
import { DiagnosticsLoader, type DiagnosticsDisplay } from '../../../src/app/diagnostics-loader';
import { FramePainter } from '../../../src/app/stage/frame-painter';
import { FrameStall } from '../../../src/app/stage/frame-stall';
import { Simulation } from '../../../src/sim';
import { builtIn } from '../../replay/support/replays';

/** An overlay placed on the page, noting what it was asked. */
function placedOverlay(done: string[]): DiagnosticsDisplay {
  return {
    setVisible: (show) => done.push(`overlay ${show ? 'shown' : 'hidden'}`),
    frame: () => done.push('overlay frame'),
  };
}

describe('FramePainter and the diagnostics overlay', () => {
  it('redraws the overlay after each frame it paints, once the overlay is placed', async () => {
    const done: string[] = [];
    const overlay = new DiagnosticsLoader(() => Promise.resolve(placedOverlay(done)));
    const session = new RunSession();
    const painter = new FramePainter({
      renderer: { draw: (run, _alpha, mode) => done.push(`draw ${mode} ${run.level.id}`) },
      view: { frame: (run) => done.push(`hud ${String(run.tick)}`) },
      runs: session,
      backdrop: new Simulation(builtIn('catacombs')),
      stall: new FrameStall(() => done.push('stall')),
      overlay,
    });
    painter.paint({ run: null, ghosts: [] }, 0.5);
    overlay.setVisible(true);
    await overlay.load();
    const run = session.start(builtIn('first-steps'), 'level');
    painter.paint({ run, ghosts: [] }, 0.25);
    expect(done).toEqual([
      'draw backdrop catacombs',
      'overlay shown',
      'hud 0',
      'draw play first-steps',
      'hud 0',
      'overlay frame',
    ]);
  });

  it('places the overlay hidden when it was hidden again while its code loaded', async () => {
    const done: string[] = [];
    const overlay = new DiagnosticsLoader(() => Promise.resolve(placedOverlay(done)));
    overlay.setVisible(true);
    overlay.setVisible(false);
    await overlay.load();
    overlay.frame();
    expect(done).toEqual(['overlay hidden', 'overlay frame']);
  });
});
