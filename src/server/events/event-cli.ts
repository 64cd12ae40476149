import { randomBytes, randomInt } from 'node:crypto';
import { checkName, SEALED_SEED } from '../../api';
import {
  EVENT_FORMATS,
  isHashRef,
  levelKey as keyOf,
  parseLevelKey,
  type EventFormat,
} from '../../replay';
import { SIM_VERSION } from '../../sim';
import { commandOperator, type CommandIo } from '../moderation/moderation-cli';
import { isRefusal, refused, type Refusal } from '../service/refusal';
import type { EventChange, EventFields, StoredEvent } from '../store/events/event-store';
import type { ServiceStores } from '../store/service-stores';
import { CUP_QUALIFIER_MS } from './cup-settings';

/** The usage of the event commands. */
export const EVENT_USAGE = `usage: npm run server -- event create --name "…" --level <level key|sealed-seed> --format <time-trial|one-shot|cup> --start <ISO time> --end <ISO time> [--qualifier <minutes>] [--reason "…"]
       npm run server -- event edit <id> [--name …] [--level …] [--format …] [--start …] [--end …] --reason "…"   (before its start)
       npm run server -- event cancel <id> --reason "…"
       npm run server -- event list
  (each also takes --data DIR and --as NAME with LEADERBOARD_OPERATOR_CODE, as moderate does;
  a level key is level:<id>, hash:<sha-256> of a published level, or seed:<seed>:<options>;
  sealed-seed draws a labyrinth's seed that no player sees before the start; a cup's qualifier
  is its first --qualifier minutes, 15 unless set, then its knockout rounds)`;

const FLAGS = [
  ...['--data', '--name', '--level', '--format', '--start', '--end', '--reason', '--as'],
  '--qualifier',
];

/**
 * A cup's qualifier length from --qualifier (whole minutes, 1 to the window's length), the
 * default for a cup without it, null for the other formats; or the problem.
 */
function qualifierOf(
  flags: ReadonlyMap<string, string>,
  event: Pick<EventFields, 'format' | 'startsAt' | 'endsAt' | 'qualifierMs'>,
): number | null | string {
  const given = flags.get('--qualifier');
  if (event.format !== 'cup') {
    return given === undefined ? null : "--qualifier is a cup's: use it with --format cup";
  }
  if (given === undefined) return event.qualifierMs ?? CUP_QUALIFIER_MS;
  const minutes = /^\d{1,4}$/.test(given) ? Number(given) : 0;
  const ms = minutes * 60_000;
  if (minutes < 1 || ms >= event.endsAt - event.startsAt) {
    return '--qualifier must be whole minutes, at least 1 and shorter than the window';
  }
  return ms;
}

/**
 * An event (or season) command's words and flags; undefined when a flag is not one of `known`
 * or has no value.
 */
export function readEventArguments(
  argv: readonly string[],
  known: readonly string[] = FLAGS,
): { words: string[]; flags: Map<string, string> } | undefined {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (!known.includes(word)) {
      if (word.startsWith('--')) return undefined;
      words.push(word);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) return undefined;
    flags.set(word, value);
    i += 1;
  }
  return { words, flags };
}

/** A time given on the command line, in ms, or the problem. */
function timeOf(flag: string, text: string): number | string {
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : `${flag} '${text}' is not an ISO 8601 time`;
}

/**
 * The fields of an event as the flags set them over `base` (an edit) or alone (a create), each
 * checked: a name by the level names' rule, a level key the service can play (a community
 * level stored here), a format, a window that ends after it starts and after `now`.
 */
async function fieldsOf(
  flags: ReadonlyMap<string, string>,
  base: Partial<EventFields>,
  context: { readonly stores: Pick<ServiceStores, 'levels'>; readonly now: number },
): Promise<EventFields | string> {
  const name = checkName(flags.get('--name') ?? base.name ?? '', 'level');
  if (!name.ok) return `--name ${name.problem}`;
  const given = flags.get('--level');
  const sealed = given === undefined ? (base.sealed ?? false) : given === SEALED_SEED;
  // A drawn seed: unpredictable to anyone, as a token secret is (crypto's randomness).
  const drawn = given === SEALED_SEED ? keyOf({ seed: randomInt(2 ** 31) }) : undefined;
  const levelKey = drawn ?? given ?? base.levelKey ?? '';
  const level = parseLevelKey(levelKey);
  if (level === undefined) return `--level '${levelKey}' is not a level key`;
  if (isHashRef(level) && (await context.stores.levels.level(level.hash)) === undefined) {
    return `--level ${levelKey}: no level is stored under this hash (publish it first)`;
  }
  const format = flags.get('--format') ?? base.format ?? '';
  if (!(EVENT_FORMATS as readonly string[]).includes(format)) {
    return `--format must be one of ${EVENT_FORMATS.join(', ')}`;
  }
  const start = flags.get('--start');
  const startsAt =
    start === undefined ? (base.startsAt ?? '--start is needed') : timeOf('--start', start);
  const end = flags.get('--end');
  const endsAt = end === undefined ? (base.endsAt ?? '--end is needed') : timeOf('--end', end);
  if (typeof startsAt === 'string') return startsAt;
  if (typeof endsAt === 'string') return endsAt;
  if (endsAt <= startsAt) return '--end must be after --start';
  if (endsAt <= context.now) return '--end must be in the future';
  const window = { format: format as EventFormat, startsAt, endsAt };
  const qualifierMs = qualifierOf(flags, { ...window, qualifierMs: base.qualifierMs ?? null });
  if (typeof qualifierMs === 'string') return qualifierMs;
  return { name: name.name, levelKey, ...window, sealed, qualifierMs };
}

/** One line of `event list` and of each command's answer. */
function line(event: StoredEvent): string {
  const window = `${new Date(event.startsAt).toISOString()} to ${new Date(event.endsAt).toISOString()}`;
  const cancelled = event.cancelledReason === null ? '' : `\tcancelled: ${event.cancelledReason}`;
  return `${event.id}\t${event.format}\t${event.levelKey}\t${window}\t${event.name}${cancelled}`;
}

/** An event as a change left it, and the change's row of the event log. */
export interface EventChanged {
  readonly event: StoredEvent;
  readonly change: EventChange;
}

type Command = (
  id: string | undefined,
  flags: ReadonlyMap<string, string>,
  context: { readonly stores: ServiceStores; readonly now: number; readonly operator: string },
) => Promise<EventChanged | Refusal | string>;

/** A problem of `fieldsOf` as a refusal naming its field: the flag's name without its dashes. */
function badField(problem: string): Refusal {
  return refused('invalid-request', /^--(\w+)/.exec(problem)?.[1] ?? '(body)', problem);
}

const create: Command = async (id, flags, context) => {
  if (id !== undefined) return EVENT_USAGE;
  const fields = await fieldsOf(flags, {}, context);
  if (typeof fields === 'string') return badField(fields);
  const event: StoredEvent = {
    id: `ev_${randomBytes(12).toString('base64url')}`,
    ...fields,
    simVersion: SIM_VERSION,
    createdAt: new Date(context.now).toISOString(),
    cancelledReason: null,
  };
  const logged = change(context, 'create', flags, undefined, event);
  await context.stores.transaction(async (stores) => {
    await stores.events.create(event);
    await stores.events.log(logged);
  });
  return { event, change: logged };
};

const edit: Command = async (id, flags, context) => {
  const reason = flags.get('--reason');
  if (id === undefined || reason === undefined) return EVENT_USAGE;
  return context.stores.transaction(async (stores) => {
    const before = await stores.events.byId(id);
    if (before === undefined) return refused('not-found', 'id', `no event has the id ${id}`);
    if (before.cancelledReason !== null)
      return refused('event-closed', 'id', `event ${id} is cancelled`);
    if (before.startsAt <= context.now)
      return refused('event-closed', 'id', `event ${id} has started: it can no longer be edited`);
    const fields = await fieldsOf(flags, before, { stores, now: context.now });
    if (typeof fields === 'string') return badField(fields);
    await stores.events.edit(id, fields, context.now);
    const logged = change(context, 'edit', flags, before, { ...before, ...fields });
    await stores.events.log(logged);
    return { event: logged.after, change: logged };
  });
};

const cancel: Command = async (id, flags, context) => {
  const reason = flags.get('--reason');
  if (id === undefined || reason === undefined || reason.trim() === '') return EVENT_USAGE;
  return context.stores.transaction(async (stores) => {
    const before = await stores.events.byId(id);
    if (before === undefined) return refused('not-found', 'id', `no event has the id ${id}`);
    if (before.cancelledReason !== null)
      return refused('event-closed', 'id', `event ${id} is cancelled already`);
    await stores.events.cancel(id, reason);
    const logged = change(context, 'cancel', flags, before, { ...before, cancelledReason: reason });
    await stores.events.log(logged);
    return { event: logged.after, change: logged };
  });
};

/** The log's row of a change. */
function change(
  context: { readonly now: number; readonly operator: string },
  action: 'create' | 'edit' | 'cancel',
  flags: ReadonlyMap<string, string>,
  before: StoredEvent | undefined,
  after: StoredEvent,
): EventChange {
  const at = new Date(context.now).toISOString();
  const reason = flags.get('--reason') ?? '';
  return { at, operator: context.operator, action, eventId: after.id, reason, before, after };
}

const COMMANDS: Readonly<Record<EventChange['action'], Command>> = { create, edit, cancel };

/**
 * Creates, edits (before its start) or cancels an event as the flags say, checked as `fieldsOf`
 * checks them, in one transaction with its row of the event log: the one use case of the CLI
 * and of the operators' HTTP routes. EVENT_USAGE when a needed id or reason is missing.
 */
export function changeEvent(
  action: EventChange['action'],
  id: string | undefined,
  flags: ReadonlyMap<string, string>,
  context: { readonly stores: ServiceStores; readonly now: number; readonly operator: string },
): Promise<EventChanged | Refusal | string> {
  return COMMANDS[action](id, flags, context);
}

/**
 * `npm run server -- event create|edit|cancel|list` on an opened database: each change in one
 * transaction with its row of `event_changes` (who, when, why, before and after), the operator
 * named as `moderate` names them. 0 when done, 1 with the problem written to `err`.
 */
export async function eventCommand(
  argv: readonly string[],
  stores: ServiceStores,
  io: CommandIo & { readonly now?: () => number },
): Promise<number> {
  const args = readEventArguments(argv);
  const [, verb, id, extra] = args?.words ?? [];
  if (args === undefined || extra !== undefined) {
    io.err(EVENT_USAGE);
    return 1;
  }
  const now = (io.now ?? Date.now)();
  if (verb === 'list' && id === undefined) {
    const { now: open, next, past } = await stores.events.around(now, 1000);
    for (const event of [...open, ...next, ...past]) io.out(line(event));
    return 0;
  }
  const command =
    verb === undefined || !Object.hasOwn(COMMANDS, verb)
      ? undefined
      : COMMANDS[verb as EventChange['action']];
  if (command === undefined) {
    io.err(EVENT_USAGE);
    return 1;
  }
  const operator = await commandOperator(args, stores, io.env);
  if (typeof operator === 'string') {
    io.err(`event: ${operator}`);
    return 1;
  }
  const done = await command(id, args.flags, { stores, now, operator: operator.name });
  if (typeof done === 'string' || isRefusal(done)) {
    io.err(typeof done === 'string' ? done : `event ${verb ?? ''}: ${done.problem}`);
    return 1;
  }
  io.out(line(done.event));
  return 0;
}
