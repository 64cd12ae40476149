import { describe, expect, it } from 'vitest';
import { ScreenFlow } from '../../src/app/screen-flow';
import { BUILT_IN_LEVELS } from '../../src/levels';
import { DEFAULT_SETTINGS } from '../../src/storage/settings';
import { RecordingView } from '../support/recording-view';
import { say } from '../../src/app/text/message-descriptor';

/** A screen flow over a recording view, with no run and no level won. */
function flow() {
  const view = new RecordingView(() => undefined);
  const screens = new ScreenFlow({
    view,
    loop: { running: true, start: () => undefined, pause: () => undefined },
    levels: BUILT_IN_LEVELS,
    today: () => ({ year: 2026, month: 3, day: 14 }),
    session: { run: null },
    progress: { progress: new Map() },
    settings: { settings: DEFAULT_SETTINGS },
    stages: { screenShown: () => undefined },
    updates: { screenShown: () => undefined },
  });
  return { view, screens };
}

describe('ScreenFlow: each screen shows the model its feature makes', () => {
  it('hands the view what every screen has and what the screen shows, and nothing else', () => {
    const { view, screens } = flow();
    screens.register({ help: () => ({ screen: 'help' }) });
    screens.show('loading', 'Carving the labyrinth…');
    screens.show('help');
    const notice = say('runs.kept');
    screens.toTitle(notice);
    expect(view.shown).toEqual([
      {
        screen: 'loading',
        loading: 'Carving the labyrinth…',
        hud: false,
        bindings: DEFAULT_SETTINGS.bindings,
      },
      { screen: 'help', hud: false, bindings: DEFAULT_SETTINGS.bindings },
      {
        screen: 'title',
        nextLevel: 'The Threshold',
        today: { year: 2026, month: 3, day: 14 },
        notice,
        hud: false,
        bindings: DEFAULT_SETTINGS.bindings,
      },
    ]);
  });

  it('refuses a second model for a screen, and names a screen no feature makes', () => {
    const { view, screens } = flow();
    expect(() => {
      screens.register({
        help: () => ({ screen: 'help' }),
        title: () => ({
          screen: 'title',
          nextLevel: 'x',
          today: { year: 2026, month: 1, day: 1 },
          notice: null,
        }),
      });
    }).toThrow('the title screen has a model already');
    expect(() => {
      screens.show('help');
    }).toThrow("no feature makes the help screen's model");
    expect(view.shown).toEqual([]);
  });
});
