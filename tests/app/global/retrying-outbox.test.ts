import { describe, expect, it } from 'vitest';
import { RetryingOutbox } from '../../../src/app/global/retrying-outbox';
import {
  say,
  writeMessage,
  type MessageDescriptor,
} from '../../../src/app/text/message-descriptor';
import { ManualTimers, settle } from './fake-service';

type Answer =
  { kind: 'accepted' } | { kind: 'refused' } | { kind: 'unreachable'; reason: MessageDescriptor };

/** An outbox over a list of items, sending through `answer`, with a log of what happened. */
function outboxOf(items: string[], answer: (item: string) => Promise<Answer>, open = () => true) {
  const timers = new ManualTimers();
  const log: string[] = [];
  const outbox = new RetryingOutbox<string, Exclude<Answer, { kind: 'unreachable' }>>({
    timer: timers.timer,
    courier: {
      waiting: () => items,
      mayDeliver: open,
      deliver: (item) => {
        log.push(`send ${item}`);
        return answer(item);
      },
      delivered: (item, reply) => {
        log.push(`${item} ${reply.kind}`);
        items.splice(items.indexOf(item), 1);
      },
      unanswered: (reason) => log.push(`waiting: ${writeMessage(reason)}`),
    },
  });
  return { outbox, timers, log };
}

const away = (): Promise<Answer> =>
  Promise.resolve({
    kind: 'unreachable',
    reason: say('refusal.noAnswer', { error: 'offline' }),
  });

describe('RetryingOutbox', () => {
  it('backs off from 5 s, doubling, to at most 5 min, and starts again at 5 s after an answer', async () => {
    let up = false;
    // Once the service is up it answers for a, while b's sends still get no answer.
    const { outbox, timers, log } = outboxOf(['a', 'b'], (item) =>
      up && item === 'a' ? Promise.resolve({ kind: 'accepted' }) : away(),
    );
    await outbox.flush();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const [wait] = timers.due();
      if (wait === undefined) throw new Error('no retry was scheduled');
      waits.push(wait);
      timers.fire(wait);
      await settle();
    }
    expect(waits).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
    up = true;
    timers.fire();
    await settle();
    expect(log.slice(-3)).toEqual(['a accepted', 'send b', 'waiting: no answer (offline)']);
    expect(timers.due()).toEqual([5_000]);
  });

  it('counts a send unanswered after 30 s as no answer, and keeps the item', async () => {
    const items = ['a'];
    const { outbox, timers, log } = outboxOf(items, () => new Promise<Answer>(() => undefined));
    const flushed = outbox.flush();
    await settle();
    expect(timers.due()).toEqual([30_000]);
    timers.fire(30_000);
    await settle();
    // Checked before awaiting the round: a timeout that never resolves would hang it.
    expect(log).toEqual(['send a', 'waiting: the service did not answer in time']);
    expect(items).toEqual(['a']);
    expect(timers.due()).toEqual([5_000]);
    await flushed;
  });

  it('waits its backoff after no answer, even when an item was added during the round', async () => {
    const items = ['a'];
    let answer: (reply: Answer) => void = () => undefined;
    const { outbox, timers, log } = outboxOf(
      items,
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    );
    const round = outbox.flush();
    await settle();
    // b arrives while a is out, and asks for another round.
    items.push('b');
    void outbox.flush();
    answer({ kind: 'unreachable', reason: say('refusal.noAnswer', { error: 'offline' }) });
    await settle();
    // Neither a nor b goes again before the 5 s retry (checked before awaiting the round, which
    // a send at once would keep open).
    expect(log).toEqual(['send a', 'waiting: no answer (offline)']);
    expect(timers.due()).toEqual([5_000]);
    await round;
    timers.fire(5_000);
    await settle();
    expect(log).toEqual(['send a', 'waiting: no answer (offline)', 'send a']);
  });

  it('sends one at a time, and goes round again for an item added during a round', async () => {
    const items = ['a'];
    let release: () => void = () => undefined;
    const { outbox, log } = outboxOf(items, () => {
      return new Promise<Answer>((resolve) => {
        release = () => {
          resolve({ kind: 'accepted' });
        };
      });
    });
    const first = outbox.flush();
    await settle();
    items.push('b');
    const second = outbox.flush();
    expect(second).toBe(first);
    expect(log).toEqual(['send a']);
    release();
    await settle();
    expect(log).toEqual(['send a', 'a accepted', 'send b']);
    release();
    await first;
    expect(log).toEqual(['send a', 'a accepted', 'send b', 'b accepted']);
    expect(items).toEqual([]);
  });

  it('stops a round where the courier says an item may not go, without a retry', async () => {
    const items = ['a', 'b'];
    let open = true;
    const { outbox, timers, log } = outboxOf(
      items,
      () => {
        open = false;
        return Promise.resolve({ kind: 'refused' });
      },
      () => open,
    );
    await outbox.flush();
    expect(log).toEqual(['send a', 'a refused']);
    expect(items).toEqual(['b']);
    expect(timers.due()).toEqual([]);
  });
});
