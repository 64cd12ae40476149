import type { LevelRef, Replay } from '../replay/format';
import type { GameShell } from './compose-shell';
import type { RunSession } from './core/run-session';
import type { ScreenHost } from './core/screen';
import { say } from './text/message-descriptor';
import { EditorFlow } from './editor/editor-flow';
import { EventPlay } from './events/event-play';
import type { GameContent, PagePorts } from './game-options';
import type { EventEntry } from './global/global-poster';
import { LastSeenBoards } from './global/last-seen-boards';
import { LeaderboardBrowser } from './replays/leaderboard-browser';
import { LiveStreaming } from './live/live-streaming';
import { LiveGhost } from './replays/live-ghost';
import { ReplayController } from './replays/replay-controller';
import { ReplayLibrary } from './replays/replay-library';
import { RunReplays } from './replays/run-replays';
import { RoomRivals } from './rooms/room-rivals';
import { RunLauncher } from './run-launcher';
import { Comparisons } from './splits/comparisons';
import { LiveSplits } from './splits/live-splits';

/** What opens and plays things: replays, runs, boards, the editor. */
export interface GameOpeners {
  readonly library: ReplayLibrary;
  readonly replays: ReplayController;
  readonly runReplays: RunReplays;
  readonly ghost: LiveGhost;
  readonly splits: LiveSplits;
  readonly launcher: RunLauncher;
  readonly leaderboards: LeaderboardBrowser;
  readonly editor: EditorFlow;
  /** The event whose runs enter it; null without the service's events. */
  readonly eventPlay: EventPlay | null;
  /** The rivals of a race room's run, heard on its live stream. */
  readonly rivals: RoomRivals;
  /**
   * Where a run started now enters a race room, and how a room is opened as its link opens it
   * (both set once the rooms are composed; without rooms, opening one tells the title why not).
   */
  readonly roomEntries: {
    entryFor: (ref: LevelRef) => EventEntry | undefined;
    open: (roomId: string) => void;
  };
}

/** The replay side, the run launcher, the leaderboards and the editor. */
export function composeOpeners(
  page: PagePorts,
  content: GameContent,
  shell: GameShell,
): GameOpeners {
  const { screens: host, loop, session, reported, preferences, shared } = shell;
  const { store, files, notify, today, isHidden, recordedAt, global } = page;
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
  const events = global?.events;
  const eventPlay = events === undefined ? null : new EventPlay({ client: events, library });
  const rivals = new RoomRivals();
  const { roomEntries, entries } = runEntries(eventPlay, host);
  const runReplays = new RunReplays({
    library,
    session,
    settings: () => preferences.settings,
    recordedAt,
    watch,
    global,
    shared,
    events: entries,
  });
  // After the run's replays, which ask for the run's token on the same event.
  streamLive(global, session, rivals);
  const ghost = new LiveGhost({ library, session, settings: () => preferences.settings });
  const splits = composeSplits(page, shell, { library, ghost, eventPlay });
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
  });
  const leaderboards = composeLeaderboards(page, content, shell, {
    library,
    replays,
    ghost,
    launcher,
  });
  const editor = composeEditor(page, shell, { library, launcher, runReplays });
  return {
    library,
    replays,
    runReplays,
    ghost,
    splits,
    launcher,
    leaderboards,
    editor,
    eventPlay,
    rivals,
    roomEntries,
  };
}

/** Each posted run streamed live as it is played; a race run's rivals are heard on its socket. */
function streamLive(global: PagePorts['global'], session: RunSession, rivals: RoomRivals): void {
  if (global?.live === undefined) return;
  const { poster, live } = global;
  new LiveStreaming({
    session,
    currentStart: () => poster.currentStart(),
    connect: live.connect,
    timer: live.timer,
    heard: (text) => {
      rivals.heard(text);
    },
  });
}

/** Where a run started now enters: the race room whose countdown started it, else the event. */
function runEntries(eventPlay: EventPlay | null, host: Pick<ScreenHost, 'toTitle'>) {
  const roomEntries: GameOpeners['roomEntries'] = {
    entryFor: () => undefined,
    open: () => {
      host.toTitle(say('launch.noRooms'));
    },
  };
  const entries = {
    entryFor: (ref: LevelRef) => roomEntries.entryFor(ref) ?? eventPlay?.entryFor(ref),
  };
  return { roomEntries, entries };
}

/** The leaderboard screens, whose global rows are watched in the viewer and raced as ghosts. */
function composeLeaderboards(
  page: PagePorts,
  content: GameContent,
  shell: GameShell,
  parts: Pick<GameOpeners, 'library' | 'replays' | 'ghost' | 'launcher'>,
): LeaderboardBrowser {
  const { library, replays, ghost, launcher } = parts;
  const { store, notify, today, clockMs, global } = page;
  return new LeaderboardBrowser({
    library,
    host: shell.screens,
    levels: content.levels,
    today,
    watch: (replay) => void replays.open({ kind: 'value', value: replay }),
    session: shell.session,
    watchText: (text) => void replays.open({ kind: 'value', value: text }),
    race: (replay, ref, levelKey, label) => {
      ghost.raceNext(replay, levelKey, label);
      void launcher.startRef(ref);
    },
    notify,
    global,
    seen: new LastSeenBoards({ store, now: clockMs }),
  });
}

/** The level editor between screens, with the library and launcher its playtests use. */
function composeEditor(
  page: PagePorts,
  shell: GameShell,
  parts: Pick<GameOpeners, 'library' | 'launcher' | 'runReplays'>,
): EditorFlow {
  const { screens: host, view, loop, shared } = shell;
  const { store, files, recordedAt, global } = page;
  return new EditorFlow({
    host,
    view,
    loop,
    store,
    files,
    library: parts.library,
    loadEditor: page.loadEditor,
    launcher: parts.launcher,
    recordedAt,
    global,
    shared,
    runReplays: parts.runReplays,
  });
}

/** The live run's splits, against the comparison chosen in settings or the run raced. */
function composeSplits(
  page: PagePorts,
  shell: GameShell,
  parts: {
    readonly library: ReplayLibrary;
    readonly ghost: LiveGhost;
    readonly eventPlay: EventPlay | null;
  },
): LiveSplits {
  const { library, ghost, eventPlay } = parts;
  const { session, preferences, view, screens } = shell;
  const comparisons = new Comparisons({
    library,
    store: page.store,
    ...(page.global === undefined ? {} : { global: page.global }),
  });
  return new LiveSplits({
    session,
    library,
    comparisons,
    settings: () => preferences.settings,
    view,
    host: screens,
    race: () => ghost.racing,
    ...(eventPlay === null ? {} : { eventLeader: (ref) => eventPlay.leaderFor(ref) }),
  });
}
