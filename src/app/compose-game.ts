import type { PauseReason } from '../loop';
import type { Replay } from '../replay/format';
import type { Command } from './core/command';
import { RunSession } from './core/run-session';
import type { ScreenAction } from './core/screen';
import { SharedLevel } from './core/shared-level';
import { diagnosticsSource } from './diagnostics-loader';
import { EditorFlow } from './editor/editor-flow';
import { AccountFlow } from './global/account-flow';
import { LastSeenBoards } from './global/last-seen-boards';
import type { GameContent, GameOptions, LoopControl, PagePorts, TickInput } from './game-options';
import type { GameView } from './game-view';
import { LaunchRouter } from './launch-router';
import { Preferences } from './preferences';
import { ProgressBook } from './progress-book';
import { LeaderboardBrowser } from './replays/leaderboard-browser';
import { LiveGhost } from './replays/live-ghost';
import { ReplayController } from './replays/replay-controller';
import { ReplayLibrary } from './replays/replay-library';
import { ReportedRun } from './replays/reported-run';
import { RunReplays } from './replays/run-replays';
import { RunLauncher } from './run-launcher';
import { ScreenFlow } from './screen-flow';
import { FramePainter } from './stage/frame-painter';
import { FrameStall } from './stage/frame-stall';
import { Comparisons } from './splits/comparisons';
import { LiveSplits } from './splits/live-splits';
import { StageSwitch } from './stage/stage-switch';
import { LiveStage, MenuStage, PlaybackStage } from './stage/stages';
import { UpdateFlow } from './update-flow';
import { keepsBoard, postsGlobally } from './core/run-session';

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

/** The parts the game is made of, each built from the parts before it. */
export interface GameParts {
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
  readonly library: ReplayLibrary;
  readonly replays: ReplayController;
  readonly runReplays: RunReplays;
  readonly ghost: LiveGhost;
  readonly splits: LiveSplits;
  readonly launcher: RunLauncher;
  readonly leaderboards: LeaderboardBrowser;
  readonly editor: EditorFlow;
  readonly router: LaunchRouter;
  /** The player's name and key on the global leaderboard (Settings); null without the service. */
  readonly account: AccountFlow | null;
}

/** The page's side: the loop, the view and the input, and what the screens show. */
type Shell = Pick<
  GameParts,
  | 'session'
  | 'stages'
  | 'input'
  | 'loop'
  | 'view'
  | 'stall'
  | 'reported'
  | 'preferences'
  | 'progress'
  | 'shared'
  | 'painter'
  | 'updates'
  | 'screens'
>;

/** What opens and plays things: replays, runs, boards, the editor. */
type Openers = Pick<
  GameParts,
  'library' | 'replays' | 'runReplays' | 'ghost' | 'splits' | 'launcher' | 'leaderboards' | 'editor'
>;

/**
 * Builds the game in plain sight: every part is made from exactly the parts it needs, each built
 * before it. Two hand-ins close the circle at the end, once everything exists: the stages the
 * loop ticks (the live one ends runs, which shows screens) and the parts of screens made by the
 * parts that open screens.
 */
export function composeGame({ page, content }: GameOptions, inbound: GameInbound): GameParts {
  const shell = composeShell(page, content, inbound);
  const openers = composeOpeners(page, content, shell);
  const { screens, session, loop, stages, painter, progress } = shell;
  const { replays, runReplays, ghost, splits, launcher, leaderboards, editor } = openers;
  const identity = page.global?.identity;
  const account =
    identity === undefined
      ? null
      : new AccountFlow({
          identity,
          preferences: shell.preferences,
          host: screens,
          view: shell.view,
          copy: (text) => page.files.copy(text),
        });
  const live = new LiveStage({
    session,
    painter,
    ghost: () => ghost.ghost,
    splits,
    onRunEnd: (run) => {
      loop.pause('menu');
      splits.runEnded();
      const summary = progress.record(run, session.kind);
      runReplays.runEnded((replay, kept) => {
        editor.runKept(replay, kept, session.kind);
      });
      screens.showEnd(summary);
    },
  });
  stages.cast({
    menu: new MenuStage(live, painter),
    live,
    playback: (player) => new PlaybackStage(player, painter),
  });
  screens.furnish({
    viewer: () => replays.viewer,
    board: () => leaderboards.board(),
    endActions: () => runReplays.endActions((ref) => void leaderboards.show(ref)),
    editor: () => editor.session,
    splitTable: () => splits.table(),
    account: () => account?.model ?? null,
    onLeaveReplay: () => {
      replays.close();
    },
  });
  const router = new LaunchRouter({
    levels: content.levels,
    startLevel: (level) => {
      launcher.startLevel(level);
    },
    startSeed: (seed) => void launcher.startSeed(seed),
    openReplayLink: (fragment) => void replays.openLink(fragment),
    openLevelLink: (fragment) => void editor.openLink(fragment),
    toTitle: (notice) => {
      screens.toTitle(notice);
    },
  });
  return { ...shell, ...openers, router, account };
}

/** The view, the input and the loop (which ticks and draws the stage), and the screens. */
function composeShell(page: PagePorts, content: GameContent, inbound: GameInbound): Shell {
  const view = page.createView(inbound.act);
  const input = page.createInput(inbound.command);
  const session = new RunSession({
    onAdvance: (_input, run) => {
      page.sounds.play(run.events);
    },
  });
  const stages = new StageSwitch();
  const loop = page.createLoop({
    // Input is sampled here, once per tick, never per frame (a playback on stage ignores it).
    tick: () => {
      stages.tick(input.sample());
    },
    render: (alpha) => {
      stages.render(alpha);
    },
    onPauseChange: inbound.pauseChanged,
    onError: inbound.fail,
  });
  const stall = new FrameStall(page.stall);
  const reported = new ReportedRun(session);
  const preferences = new Preferences({
    store: page.store,
    settings: content.settings,
    sounds: page.sounds,
    loop,
    loadDiagnostics: () => page.loadDiagnostics(diagnosticsSource(loop, reported, stall)),
    onApply: page.onApply,
  });
  const progress = new ProgressBook(page.store, content.progress);
  const shared = new SharedLevel();
  const painter = new FramePainter({
    renderer: page.renderer,
    view,
    backdrop: content.backdrop,
    stall,
    overlay: preferences,
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
    shared,
    stages,
    updates,
    worldBoards: page.global !== undefined,
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

/** The replay side, the run launcher, the leaderboards and the editor. */
function composeOpeners(page: PagePorts, content: GameContent, shell: Shell): Openers {
  const { screens: host, loop, session, reported, preferences, shared, view } = shell;
  const { store, files, notify, today, isHidden, recordedAt, clockMs, global } = page;
  const library = new ReplayLibrary({ loadReplayKit: page.loadReplayKit, store, files });
  const replays = new ReplayController({
    host,
    loop,
    library,
    reported,
    stages: shell.stages,
    isHidden,
    notify,
    practise: (level, ref, prefix) => {
      launcher.startPractice(level, ref, prefix);
    },
  });
  const watch = (replay: Replay): void => void replays.open({ kind: 'value', value: replay });
  const runReplays = new RunReplays({
    library,
    session,
    settings: () => preferences.settings,
    recordedAt,
    watch,
    global,
    shared,
  });
  const ghost = new LiveGhost({ library, session, settings: () => preferences.settings });
  const splits = composeSplits(page, shell, { library, ghost });
  const launcher = new RunLauncher({
    host,
    session,
    loop,
    input: shell.input,
    today,
    makeDaily: content.makeDaily,
    makeSeeded: content.makeSeeded,
    isHidden,
    levels: content.levels,
    onRunStart: () => {
      reported.live();
      runReplays.runStarted();
      ghost.runStarted();
      splits.runStarted();
      const run = session.run;
      // The HUD shows the new run at once, not only from its first frame.
      if (run !== null) view.frame(run);
    },
  });
  const leaderboards = new LeaderboardBrowser({
    library,
    host,
    levels: content.levels,
    today,
    watch,
    session,
    watchText: (text) => void replays.open({ kind: 'value', value: text }),
    race: (replay, ref, levelKey, label) => {
      ghost.raceNext(replay, levelKey, label);
      void launcher.startRef(ref);
    },
    notify,
    global,
    seen: new LastSeenBoards({ store, now: clockMs }),
  });
  const editor = new EditorFlow({
    host,
    view,
    loop,
    store,
    files,
    library,
    loadEditor: page.loadEditor,
    launcher,
    recordedAt,
    global,
    shared,
  });
  return { library, replays, runReplays, ghost, splits, launcher, leaderboards, editor };
}

/** The live run's splits, against the comparison chosen in settings or the run raced. */
function composeSplits(
  page: PagePorts,
  shell: Shell,
  { library, ghost }: { readonly library: ReplayLibrary; readonly ghost: LiveGhost },
): LiveSplits {
  const { session, preferences, view, screens } = shell;
  const comparisons = new Comparisons({
    library,
    store: page.store,
    ...(page.global === undefined ? {} : { global: page.global }),
  });
  return new LiveSplits({
    run: () => {
      const local = keepsBoard(session.kind);
      const boards = { local, global: postsGlobally(session.kind), segments: local };
      return { run: session.run, ref: session.ref, boards };
    },
    library,
    comparisons,
    settings: () => preferences.settings,
    view,
    host: screens,
    race: () => ghost.racing,
  });
}
