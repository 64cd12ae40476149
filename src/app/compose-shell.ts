import type { PauseReason } from '../loop';
import type { Command } from './core/command';
import { RunSession } from './core/run-session';
import type { ScreenAction } from './core/screen';
import { SharedLevel } from './core/shared-level';
import { DiagnosticsLoader, diagnosticsSource } from './diagnostics-loader';
import type { GameContent, LoopControl, PagePorts, TickInput } from './game-options';
import type { GameView } from './game-view';
import { Preferences } from './preferences';
import { ProgressBook } from './progress-book';
import { ReportedRun } from './replays/reported-run';
import { ScreenFlow } from './screen-flow';
import { FramePainter } from './stage/frame-painter';
import { FrameStall } from './stage/frame-stall';
import { StageSwitch } from './stage/stage-switch';
import { UpdateFlow } from './update-flow';

/**
 * How the page reaches the game: the keys' commands, the screens' buttons and the loop's news.
 * The page calls them only once the game is built.
 */
export interface GameInbound {
  readonly command: (command: Command) => void;
  readonly act: (action: ScreenAction) => void;
  readonly pauseChanged: (paused: boolean, reason: PauseReason) => void;
  readonly fail: (error: unknown) => void;
}

/** The page's side of the game: the loop, the view and the input, and what the screens show. */
export interface GameShell {
  readonly session: RunSession;
  readonly stages: StageSwitch;
  readonly input: TickInput;
  readonly loop: LoopControl;
  readonly view: GameView;
  readonly stall: FrameStall;
  readonly reported: ReportedRun;
  readonly preferences: Preferences;
  readonly progress: ProgressBook;
  readonly shared: SharedLevel;
  readonly painter: FramePainter;
  readonly updates: UpdateFlow;
  readonly screens: ScreenFlow;
}

/**
 * The loop that runs the stage: the input sampled once per tick, never per frame (a playback on
 * stage ignores it), and the stage drawn once per frame.
 */
function stageLoop(
  page: PagePorts,
  inbound: GameInbound,
  stages: StageSwitch,
  input: TickInput,
): LoopControl {
  return page.createLoop({
    tick: () => {
      stages.tick(input.sample());
    },
    render: (alpha) => {
      stages.render(alpha);
    },
    onPauseChange: inbound.pauseChanged,
    onError: inbound.fail,
  });
}

/** The view, the input and the loop (which ticks and draws the stage), and the screens. */
export function composeShell(
  page: PagePorts,
  content: GameContent,
  inbound: GameInbound,
): GameShell {
  const view = page.createView(inbound.act);
  const input = page.createInput(inbound.command);
  const session = new RunSession();
  session.on('run-ticked', (run) => {
    page.sounds.play(run.events);
  });
  const stages = new StageSwitch();
  const loop = stageLoop(page, inbound, stages, input);
  const stall = new FrameStall(page.stall);
  const reported = new ReportedRun(session);
  const overlay = new DiagnosticsLoader(() =>
    page.loadDiagnostics(diagnosticsSource(loop, reported, stall)),
  );
  const preferences = new Preferences({
    store: page.store,
    settings: content.settings,
    sounds: page.sounds,
    loop,
    diagnostics: overlay,
    onApply: page.onApply,
  });
  const progress = new ProgressBook(page.store, content.progress, session);
  const shared = new SharedLevel();
  const painter = new FramePainter({
    renderer: page.renderer,
    view,
    runs: session,
    backdrop: content.backdrop,
    stall,
    overlay,
  });
  const updates = new UpdateFlow({
    build: page.build ?? (() => null),
    show: (notice) => {
      view.showUpdate(notice);
    },
  });
  const screens = new ScreenFlow({
    view,
    loop,
    levels: content.levels,
    today: page.today,
    session,
    progress,
    settings: preferences,
    stages,
    updates,
  });
  return {
    session,
    stages,
    input,
    loop,
    view,
    stall,
    reported,
    preferences,
    progress,
    shared,
    painter,
    updates,
    screens,
  };
}
