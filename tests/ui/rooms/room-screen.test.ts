// @vitest-environment happy-dom
/**
 * The race room's screen on the page (src/ui/rooms): the levels Race a friend offers, the room's
 * link, state and countdown, Join, Start and Leave only when the model offers them, and the result's
 * rows (place, state, game time, verified) with Watch and Race on a verified run only.
 */
import { describe, expect, it } from 'vitest';
import type { RoomView } from '../../../src/app';
import { roomScreen } from '../../../src/ui/rooms';

function room(overrides: Partial<RoomView>, said: string[] = []): RoomView {
  return {
    phase: 'room',
    message: '',
    roomId: 'rm_AbCdEfGhIjKlMnOp',
    link: 'https://maze.example/#room=rm_AbCdEfGhIjKlMnOp',
    level: 'The Threshold',
    state: 'waiting',
    racers: [],
    choices: [],
    countdown: null,
    onJoin: null,
    onStart: null,
    onLeave: null,
    onCopyLink: () => said.push('copy'),
    onWatch: (runId) => said.push(`watch ${runId}`),
    onRace: (runId) => said.push(`race ${runId}`),
    onBack: () => said.push('back'),
    ...overrides,
  };
}

const buttons = (screen: HTMLElement) =>
  [...screen.querySelectorAll('button')].map((b) => b.textContent);

describe('the room screen', () => {
  it('offers the levels to make a room on, each named for what it does', () => {
    const said: string[] = [];
    const screen = roomScreen(
      room({
        phase: 'pick',
        state: null,
        choices: [{ name: 'The Threshold', onRace: () => said.push('make') }],
      }),
    );
    const choice = screen.querySelector<HTMLButtonElement>('.room-level-choice');
    expect(choice?.getAttribute('aria-label')).toBe('Make a race room on The Threshold');
    choice?.click();
    expect(said).toEqual(['make']);
    expect(screen.querySelector('#room-link')).toBeNull();
  });

  it('shows the link, the state, and Join or Start only when offered', () => {
    const said: string[] = [];
    const waiting = roomScreen(room({ onJoin: () => said.push('join') }, said));
    expect(waiting.querySelector<HTMLInputElement>('#room-link')?.value).toBe(
      'https://maze.example/#room=rm_AbCdEfGhIjKlMnOp',
    );
    expect(waiting.querySelector('.room-state')?.textContent).toBe(
      'Waiting for racers. The creator starts the race.',
    );
    expect(buttons(waiting)).toEqual(['Copy link', 'Join the race', 'Back']);
    waiting.querySelector<HTMLButtonElement>('.join')?.click();
    waiting.querySelector<HTMLButtonElement>('.copy-link')?.click();
    expect(said).toEqual(['join', 'copy']);
    const counting = roomScreen(room({ state: 'countdown', countdown: 2 }));
    expect(counting.querySelector('[role="timer"]')?.textContent).toBe('The race starts in 2 s');
    expect(buttons(counting)).toEqual(['Copy link', 'Back']);
  });

  it('offers Leave to a racer as a button the keyboard reaches, before and after the start', () => {
    const said: string[] = [];
    const leave = () => said.push('leave');
    const seated = roomScreen(room({ onStart: () => said.push('start'), onLeave: leave }, said));
    document.body.replaceChildren(seated);
    expect(buttons(seated)).toEqual(['Copy link', 'Start the race', 'Leave the room', 'Back']);
    const button = seated.querySelector<HTMLButtonElement>('button.leave');
    expect(button?.disabled).toBe(false);
    button?.focus();
    expect(document.activeElement).toBe(button);
    button?.click();
    expect(said).toEqual(['leave']);
    const counting = roomScreen(room({ state: 'countdown', countdown: 2, onLeave: leave }));
    expect(buttons(counting)).toEqual(['Copy link', 'Leave the room', 'Back']);
    document.body.replaceChildren();
  });

  it('lists the result: place, state, game time and verified, Watch and Race on a verified run', () => {
    const said: string[] = [];
    const screen = roomScreen(
      room(
        {
          state: 'over',
          racers: [
            {
              player: 'Ariadne',
              state: 'finished',
              place: 1,
              timeTicks: 70,
              runId: 'AriadneRunId0001',
              you: false,
            },
            {
              player: 'Theseus',
              state: 'abandoned',
              place: null,
              timeTicks: null,
              runId: null,
              you: true,
            },
          ],
        },
        said,
      ),
    );
    const rows = [...screen.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1', 'Ariadne', 'finished (verified)', '3.50 s', 'WatchRace'],
      ['', 'Theseus (you)', 'abandoned', '', ''],
    ]);
    const [watch, race] = screen.querySelectorAll<HTMLButtonElement>('tbody tr:first-child button');
    watch?.click();
    race?.click();
    expect(said).toEqual(['watch AriadneRunId0001', 'race AriadneRunId0001']);
  });
});
