import { randomBytes } from 'node:crypto';
import { checkName } from '../../api';
import { commandOperator, type CommandIo } from '../moderation/moderation-cli';
import type { SeasonChange, StoredSeason } from '../store/events/season-store';
import type { ServiceStores } from '../store/service-stores';
import { readEventArguments } from './event-cli';
import { DEFAULT_BEST_OF } from './season-points';

/** The usage of the season commands. */
export const SEASON_USAGE = `usage: npm run server -- season create --name "…" [--best N] [--reason "…"]   (N: results counted per player, default ${String(DEFAULT_BEST_OF)})
       npm run server -- season attach <season id> <event id> [--reason "…"]   (an event joins one season at most)
       npm run server -- season list
  (each also takes --data DIR and --as NAME with LEADERBOARD_OPERATOR_CODE, as event does)`;

const FLAGS = ['--data', '--name', '--best', '--reason', '--as'];

/** The largest --best: a season of more events than this is not a season. */
const MAX_BEST_OF = 100;

/** A season command's words and flags; undefined when a flag is unknown or has no value. */
export function readSeasonArguments(argv: readonly string[]) {
  return readEventArguments(argv, FLAGS);
}

interface Context {
  readonly stores: ServiceStores;
  readonly now: number;
  readonly operator: string;
  readonly reason: string;
}

/** One line of `season list` and of each command's answer. */
function line(season: StoredSeason, eventId?: string): string {
  const attached = eventId === undefined ? '' : `\t${eventId}`;
  return `${season.id}\tbest ${String(season.bestOf)}\t${season.name}${attached}`;
}

function logged(
  context: Context,
  action: SeasonChange['action'],
  after: StoredSeason,
  eventId?: string,
): SeasonChange {
  const at = new Date(context.now).toISOString();
  const { operator, reason } = context;
  return { at, operator, action, seasonId: after.id, eventId, reason, after };
}

/** A command's answer line, or its problem as text. */
type Done = { readonly line: string } | string;

async function create(flags: ReadonlyMap<string, string>, context: Context): Promise<Done> {
  const name = checkName(flags.get('--name') ?? '', 'level');
  if (!name.ok) return `season create: --name ${name.problem}`;
  const best = flags.get('--best') ?? String(DEFAULT_BEST_OF);
  const bestOf = /^\d{1,3}$/.test(best) ? Number(best) : 0;
  if (bestOf < 1 || bestOf > MAX_BEST_OF) {
    return `season create: --best must be a whole number from 1 to ${String(MAX_BEST_OF)}`;
  }
  const season: StoredSeason = {
    id: `se_${randomBytes(12).toString('base64url')}`,
    name: name.name,
    bestOf,
    createdAt: new Date(context.now).toISOString(),
  };
  await context.stores.transaction(async (stores) => {
    await stores.seasons.create(season);
    await stores.seasons.log(logged(context, 'create', season));
  });
  return { line: line(season) };
}

async function attach(seasonId: string, eventId: string, context: Context): Promise<Done> {
  return context.stores.transaction<Done>(async (stores) => {
    const season = await stores.seasons.byId(seasonId);
    if (season === undefined) return `season attach: no season has the id ${seasonId}`;
    const event = await stores.events.byId(eventId);
    if (event === undefined) return `season attach: no event has the id ${eventId}`;
    if (event.cancelledReason !== null) return `season attach: event ${eventId} is cancelled`;
    if (!(await stores.seasons.attach(seasonId, eventId))) {
      const held = await stores.seasons.seasonOf(eventId);
      return `season attach: event ${eventId} is attached to season ${held ?? '?'} already`;
    }
    await stores.seasons.log(logged(context, 'attach', season, eventId));
    return { line: line(season, eventId) };
  });
}

/**
 * `npm run server -- season create|attach|list` on an opened database: each change in one
 * transaction with its row of `season_changes` (who, when, why, and the season after), the
 * operator named as `event` names them. 0 when done, 1 with the problem written to `err`.
 */
export async function seasonCommand(
  argv: readonly string[],
  stores: ServiceStores,
  io: CommandIo & { readonly now?: () => number },
): Promise<number> {
  const args = readSeasonArguments(argv);
  const [, verb, ...ids] = args?.words ?? [];
  const usage = () => {
    io.err(SEASON_USAGE);
    return 1;
  };
  if (args === undefined) return usage();
  if (verb === 'list' && ids.length === 0) {
    for (const season of await stores.seasons.list(1000)) io.out(line(season));
    return 0;
  }
  const creating = verb === 'create' && ids.length === 0;
  const [seasonId, eventId] = ids;
  const attaching = verb === 'attach' && ids.length === 2;
  if (!creating && !attaching) return usage();
  const operator = await commandOperator(args, stores, io.env);
  if (typeof operator === 'string') {
    io.err(`season: ${operator}`);
    return 1;
  }
  const now = (io.now ?? Date.now)();
  const context = {
    stores,
    now,
    operator: operator.name,
    reason: args.flags.get('--reason') ?? '',
  };
  const done = creating
    ? await create(args.flags, context)
    : await attach(seasonId ?? '', eventId ?? '', context);
  if (typeof done === 'string') {
    io.err(done);
    return 1;
  }
  io.out(done.line);
  return 0;
}
