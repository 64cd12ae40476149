import { writeMessage, type MessageDescriptor } from '../../app/text/message-descriptor';
import { t } from '../../app/text/text';
import { button, h, menu } from '../dom';

/** What the title screen shows and does. */
export interface TitleScreenOptions {
  /** The level "Play" starts, by name. */
  readonly nextLevelName: string;
  /** The daily labyrinth's date, e.g. "12 March 2026". */
  readonly dailyDate: string;
  /** A message for the player (a bad link, for instance), or null. */
  readonly notice: MessageDescriptor | null;
  readonly onPlay: () => void;
  readonly onLevels: () => void;
  readonly onDaily: () => void;
  readonly onScores: () => void;
  /** Opens the level editor. */
  readonly onEditor: () => void;
  /** Today's global daily board (also the G key). */
  readonly onWorldDaily: () => void;
  /** The Community screen: levels players made (also the C key). */
  readonly onCommunity?: () => void;
  /** The Live screen: runs being played now, to watch. */
  readonly onLive?: () => void;
  /** Plays the community level of the day (with the Community screen's service). */
  readonly onLevelOfDay?: () => void;
  /** The Events screen, offered to a player who posts to the global boards. */
  readonly onEvents?: () => void;
  /** The name of an event open now: a one-line notice that leads to the Events screen. */
  readonly openEvent?: string;
  /** The name of a cup in which the player's race room waits: its notice comes first. */
  readonly cupRoom?: string;
  /** A replay file the player picked. */
  readonly onOpenFile: (file: File) => void;
  readonly onHelp: () => void;
  readonly onSettings: () => void;
}

/** A button that opens the browser's file picker for a replay (.json) file. */
function openFileButton(onFile: (file: File) => void): HTMLElement[] {
  const input = h('input', {
    className: 'replay-file',
    attrs: {
      type: 'file',
      accept: '.json,application/json',
      tabindex: '-1',
      'aria-hidden': 'true',
    },
  });
  input.hidden = true;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) onFile(file);
  });
  return [
    button(t('title.watchFile'), () => {
      input.click();
    }),
    input,
  ];
}

/**
 * The one-line notice of a cup race waiting for the player, else of an event open now; either
 * leads to the Events screen. Null: none.
 */
function eventNotice(options: TitleScreenOptions): HTMLElement | null {
  const { openEvent, cupRoom, onEvents } = options;
  if (onEvents === undefined) return null;
  const text =
    cupRoom !== undefined
      ? t('title.cupRoom', { name: cupRoom })
      : openEvent !== undefined
        ? t('title.eventOpen', { name: openEvent })
        : null;
  return text === null ? null : h('p', { className: 'event-notice' }, button(text, onEvents));
}

/** The key that opens today's global daily board from the title. */
export const WORLD_DAILY_KEY = 'g';

/** The key that opens the Community screen from the title. */
export const COMMUNITY_KEY = 'c';

/** The title: the game's name and its main menu; G opens today's global daily board. */
export function titleScreen(options: TitleScreenOptions): HTMLElement {
  const screen = h(
    'section',
    { className: 'screen title-screen', attrs: { 'aria-labelledby': 'title-heading' } },
    h('h1', { id: 'title-heading', text: t('title.name') }),
    h('p', { className: 'tagline', text: t('title.tagline') }),
    options.notice !== null &&
      h('p', { className: 'notice', attrs: { role: 'alert' }, text: writeMessage(options.notice) }),
    eventNotice(options),
    menu(
      t('title.menu'),
      button(
        [h('span', { text: t('title.play') }), h('small', { text: options.nextLevelName })],
        options.onPlay,
        {
          className: 'primary',
        },
      ),
      button(t('common.chooseLevel'), options.onLevels),
      button(
        [
          h('span', { text: t('title.daily') }),
          h('small', { className: 'daily-date', text: options.dailyDate }),
        ],
        options.onDaily,
      ),
      options.onLevelOfDay !== undefined &&
        button(
          [
            h('span', { text: t('title.levelOfDay') }),
            h('small', { text: t('title.levelOfDayNote') }),
          ],
          options.onLevelOfDay,
          { className: 'level-of-day' },
        ),
      button(t('title.leaderboards'), options.onScores),
      button(
        [
          h('span', { text: t('title.worldDaily') }),
          h('small', {
            text: t('title.worldDailyNote', { key: WORLD_DAILY_KEY.toUpperCase() }),
          }),
        ],
        options.onWorldDaily,
        { className: 'world-daily', attrs: { 'aria-keyshortcuts': WORLD_DAILY_KEY.toUpperCase() } },
      ),
      options.onCommunity !== undefined &&
        button(
          [
            h('span', { text: t('title.community') }),
            h('small', { text: t('title.communityNote', { key: COMMUNITY_KEY.toUpperCase() }) }),
          ],
          options.onCommunity,
          { className: 'community', attrs: { 'aria-keyshortcuts': COMMUNITY_KEY.toUpperCase() } },
        ),
      ...liveAndEventButtons(options),
      button(t('title.makeLevel'), options.onEditor),
      ...openFileButton(options.onOpenFile),
      button(t('title.help'), options.onHelp),
      button(t('title.settings'), options.onSettings),
    ),
  );
  screen.addEventListener('keydown', (event) => {
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey && !event.repeat;
    if (!plain || isTextField(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === WORLD_DAILY_KEY) {
      event.preventDefault();
      options.onWorldDaily();
    } else if (key === COMMUNITY_KEY && options.onCommunity !== undefined) {
      event.preventDefault();
      options.onCommunity();
    }
  });
  return screen;
}

/** The Live and Events entries, each offered only when the page has its service. */
function liveAndEventButtons(options: TitleScreenOptions): (HTMLElement | false)[] {
  return [
    options.onLive !== undefined &&
      button(
        [h('span', { text: t('title.live') }), h('small', { text: t('title.liveNote') })],
        options.onLive,
        { className: 'live' },
      ),
    options.onEvents !== undefined &&
      button(t('title.events'), options.onEvents, { className: 'events' }),
  ];
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}
