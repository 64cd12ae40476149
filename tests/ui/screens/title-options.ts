import type { TitleScreenOptions } from '../../../src/ui/screens/title-screen';

const noop = () => undefined;

/** A title's options, every action doing nothing but those `overrides` names. */
export function titleOptions(overrides: Partial<TitleScreenOptions> = {}): TitleScreenOptions {
  return {
    nextLevelName: 'The Threshold',
    dailyDate: '14 March 2026',
    notice: null,
    onPlay: noop,
    onLevels: noop,
    onDaily: noop,
    onScores: noop,
    onEditor: noop,
    onWorldDaily: noop,
    onOpenFile: noop,
    onHelp: noop,
    onSettings: noop,
    ...overrides,
  };
}
