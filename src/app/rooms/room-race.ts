import type { RoomResponse } from '../../api/rooms';
import type { LevelRef } from '../../replay/format';
import type { Level } from '../../sim';
import type { RunSession } from '../core/run-session';
import type { Screen, ScreenHost } from '../core/screen';
import type { EventEntry } from '../global/global-poster';
import { roomEntry } from './room-entry';
import { RoomCountdown } from './room-countdown';
import type { Timer } from '../global/retrying-outbox';
import type { ServiceFailure } from '../global/service-request';
import type { ReplayLibrary } from '../replays/replay-library';
import { say, writeMessage, type MessageDescriptor } from '../text/message-descriptor';
import type { RoomClient } from './room-client';
import type { RoomResultRuns } from './room-result-runs';
import type { RoomRivals } from './room-rivals';
import { rowOf, type RoomPhase, type RoomView } from './room-view';

/**
 * How often the room screen asks for its room again, in ms: racers join, the creator starts,
 * runs are verified. A second is as often as a person reads a list.
 */
export const ROOM_POLL_MS = 1_000;
/** How often the countdown is shown again, in ms: each whole second shows. */
const COUNTDOWN_STEP_MS = 250;

/** What racing in rooms works with. */
export interface RoomRaceOptions {
  readonly host: ScreenHost;
  readonly client: Pick<RoomClient, 'create' | 'read' | 'join' | 'start' | 'leave'>;
  /** The player's key (posting on: claimed as a run's start would); null without one. */
  readonly key: () => Promise<string | null>;
  /** The player's name, to mark their row. */
  readonly player: () => string;
  readonly timer: Timer;
  /** The page's clock, ms since 1970 UTC: the countdown to the service's start time. */
  readonly clockMs: () => number;
  readonly library: Pick<ReplayLibrary, 'load' | 'kit'>;
  readonly session: Pick<RunSession, 'on'>;
  readonly rivals: RoomRivals;
  /** Starts a run of `ref` (the launcher's). */
  readonly startRef: (ref: LevelRef) => void;
  /** The room's link: the page's address with `room=<id>`. */
  readonly link: (roomId: string) => string;
  readonly copy: (text: string) => void;
  /** The level raced, as the player reads it. */
  readonly levelName: (ref: LevelRef) => string;
  /** The built-in levels, which Race a friend offers. */
  readonly levels: readonly Level[];
  /** Watch and Race on the result's rows. */
  readonly results: Pick<RoomResultRuns, 'watch' | 'race'>;
}

/**
 * A race room in the game: made from a level (Race) or opened by its link, joined with the
 * player's key, started by its creator. The room is asked for every ROOM_POLL_MS while its screen
 * is up; once the service fixed the start, a seated racer counts down by the page's clock and
 * its run starts at that time, entered with the room's start token (the poster asks the room
 * for it, as an event's), streamed live, the other racers drawn as ghosts (RoomRivals). When
 * the run ends the room screen shows the result, every run verified by its post.
 */
export class RoomRace {
  readonly #options: RoomRaceOptions;
  #phase: RoomPhase = 'loading';
  /** Why the room failed, written in the language on screen when shown. */
  #message: MessageDescriptor | null = null;
  #roomId = '';
  #room: RoomResponse | null = null;
  readonly #countdown: RoomCountdown;
  /** The room of the race run in play (or the last one): left when that run is abandoned. */
  #raceRoomId = '';
  /** The run starting now entered the room (told before the run's start reaches this). */
  #entered = false;
  /** True while a run started by the room is in play. */
  #racing = false;
  #cancel: (() => void) | null = null;
  #request = 0;

  constructor(options: RoomRaceOptions) {
    this.#options = options;
    const { session, rivals } = options;
    this.#countdown = new RoomCountdown(options);
    // Subscribed after the run's replays, whose start asks for the entry first.
    session.on('run-started', () => {
      this.#racing = this.#entered;
      this.#entered = false;
      rivals.reset();
    });
    session.on('run-ticked', (run) => {
      if (this.#racing) rivals.ticked(run.tick);
    });
    // A race run left before its end (back to the title, a restart): the racer leaves the race,
    // which the room's result shows as abandoned at once.
    session.on('run-abandoned', () => {
      if (!this.#racing) return;
      this.#racing = false;
      void this.#leave(this.#raceRoomId);
    });
    session.on('run-ended', () => {
      if (!this.#racing) return;
      this.#racing = false;
      // The room's result, refreshed as the racers' runs are verified.
      this.#options.host.show('room');
      this.#poll();
    });
  }

  /** Race a friend: the room screen offers the built-in levels to make a room on. */
  choose(): void {
    this.#reset('');
    this.#phase = 'pick';
    this.#show();
  }

  /** Makes a room on `ref` with the player's key, and shows it. */
  async create(ref: LevelRef): Promise<void> {
    this.#reset('');
    const key = await this.#key();
    if (key === null) return;
    this.#took(await this.#options.client.create(ref, key));
  }

  /** Opens the room of `roomId` (its link). */
  async open(roomId: string): Promise<void> {
    this.#reset(roomId);
    this.#took(await this.#options.client.read(roomId));
  }

  /** The room screen as it is now. */
  view(): RoomView {
    const room = this.#room;
    const you = this.#options.player();
    const seat = room?.racers.find((racer) => racer.player === you);
    const waiting = room?.state === 'waiting';
    const open = room !== null && room.state !== 'over' && room.state !== 'closed';
    const racing = seat?.state === 'waiting' || seat?.state === 'racing';
    return {
      phase: this.#phase,
      message: this.#message === null ? '' : writeMessage(this.#message),
      roomId: this.#roomId,
      link: this.#roomId === '' ? '' : this.#options.link(this.#roomId),
      level: room === null ? '' : this.#options.levelName(room.level),
      state: room?.state ?? null,
      racers: (room?.racers ?? []).map((racer) => rowOf(racer, you)),
      choices: this.#phase === 'pick' ? this.#choices() : [],
      countdown: this.#countdown.seconds(),
      onJoin: waiting && seat === undefined ? () => void this.#join() : null,
      onStart: waiting && room.creator === you ? () => void this.#start() : null,
      onLeave: open && racing ? () => void this.#leave(this.#roomId) : null,
      onCopyLink: () => {
        this.#options.copy(this.#options.link(this.#roomId));
      },
      onWatch: (runId) => void this.#options.results.watch(runId, this.#failed),
      onRace: (runId) => {
        if (room !== null) void this.#options.results.race(room, runId, this.#failed);
      },
      onBack: () => {
        this.#options.host.toTitle(null);
      },
    };
  }

  #choices(): RoomView['choices'] {
    return this.#options.levels.map((level) => ({
      name: level.name,
      onRace: () => void this.create({ id: level.id }),
    }));
  }

  /** The room's run the run of `ref` starting now enters, if the room's countdown started it. */
  entryFor(ref: LevelRef): EventEntry | undefined {
    const entering = this.#countdown.enter(this.#options.library.kit?.levelKey(ref));
    if (entering === null) return undefined;
    this.#entered = true;
    this.#raceRoomId = entering.roomId;
    return roomEntry(this.#options.client, entering.roomId);
  }

  /** The rivals' ghosts while a race run is in play; null otherwise. */
  ghosts(): ReturnType<RoomRivals['ghosts']> | null {
    return this.#racing ? this.#options.rivals.ghosts() : null;
  }

  #reset(roomId: string): void {
    this.#options.host.claim();
    this.#cancel?.();
    this.#countdown.cancel();
    this.#roomId = roomId;
    this.#room = null;
    this.#phase = 'loading';
    this.#message = null;
    this.#options.host.show('room');
  }

  async #key(): Promise<string | null> {
    const key = await this.#options.key();
    if (key === null) this.#fail(say('rooms.needKey'));
    return key;
  }

  readonly #failed = (message: MessageDescriptor): void => {
    this.#fail(message);
  };

  #fail(message: MessageDescriptor): void {
    this.#phase = this.#room === null ? 'failed' : 'room';
    this.#message = message;
    this.#show();
  }

  /** The service's answer for the room: shown, and asked for again while the screen is up. */
  #took(answer: { kind: 'room'; room: RoomResponse } | ServiceFailure): void {
    if (answer.kind !== 'room') {
      this.#fail(answer.reason);
      return;
    }
    this.#room = answer.room;
    this.#roomId = answer.room.roomId;
    // The replay code reads the level keys a race run's entry is matched by.
    void this.#options.library.load();
    this.#phase = 'room';
    this.#countdown.follow(answer.room, this.#options.player());
    this.#show();
    this.#poll();
  }

  #poll(): void {
    this.#cancel?.();
    const ticket = ++this.#request;
    const over = this.#room?.state === 'over' || this.#room?.state === 'closed';
    if (over || this.#roomId === '') return;
    const counting = this.#countdown.seconds() !== null;
    this.#cancel = this.#options.timer(counting ? COUNTDOWN_STEP_MS : ROOM_POLL_MS, () => {
      if (ticket !== this.#request || !ROOM_SCREENS.has(this.#options.host.screen())) return;
      if (counting) {
        this.#show();
        this.#poll();
        return;
      }
      void this.#options.client.read(this.#roomId).then((answer) => {
        if (ticket === this.#request) this.#took(answer);
      });
    });
  }

  async #join(): Promise<void> {
    const key = await this.#key();
    if (key === null) return;
    this.#took(await this.#options.client.join(this.#roomId, key));
  }

  async #start(): Promise<void> {
    const key = await this.#key();
    if (key === null) return;
    const answer = await this.#options.client.start(this.#roomId, key);
    if (answer.kind !== 'start') {
      this.#fail(answer.reason);
      return;
    }
    this.#took(await this.#options.client.read(this.#roomId));
  }

  /**
   * Leaves `roomId` with the player's key: before the start the seat is freed (the countdown,
   * if one runs, stops, and a read already asked for, which shows the seat as before, is dropped:
   * no run starts); after it the race is abandoned. The room is shown as the service answers it
   * while its screen is up.
   */
  async #leave(roomId: string): Promise<void> {
    if (roomId === this.#roomId) {
      this.#countdown.cancel();
      this.#request += 1;
    }
    const key = await this.#key();
    if (key === null) {
      this.#poll();
      return;
    }
    const answer = await this.#options.client.leave(roomId, key);
    if (roomId !== this.#roomId) return;
    if (answer.kind === 'room') this.#took(answer);
    else this.#fail(answer.reason);
  }

  /** Shows the room screen again (its model changed) while it is up. */
  #show(): void {
    if (ROOM_SCREENS.has(this.#options.host.screen())) this.#options.host.show('room');
  }
}

/** The screens on which the room is asked for and shown again. */
const ROOM_SCREENS: ReadonlySet<Screen> = new Set(['room']);
