import type { RunReplayActions } from '../../app';
import { globalPostLine } from './global-post-line';
import { ReplayActions } from './replay-actions';

/**
 * The replay part of a run's end screen, made afresh each time it shows: the replay buttons,
 * told of what becomes of the replay, and the global post line when the run is posted.
 */
export function runReplayPart(actions: RunReplayActions): HTMLElement {
  const buttons = new ReplayActions({
    onWatch: actions.watch,
    onDownload: actions.download,
    onCopyLink: actions.copyLink,
    ...(actions.scores === undefined ? {} : { onScores: actions.scores }),
  });
  actions.attach(buttons);
  if (actions.global !== undefined) buttons.element.append(globalPostLine(actions.global));
  return buttons.element;
}
