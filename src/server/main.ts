/**
 * `npm run server -- [--port N] [--host H] [--data DIR]` starts the leaderboard service;
 * `npm run serve -- [--port N] [--data DIR] [--dist DIR]` also hosts the production build;
 * `npm run server -- reverify [--data DIR]` re-simulates stored runs after a SIM_VERSION change;
 * `npm run server -- operator add|list|remove` and `moderate <action> <kind> <id> --reason "…"`
 * manage operators and moderate from a shell (every action written to the audit log);
 * `npm run server -- event create|edit|cancel|list` hosts events, `season create|attach|list`
 * gathers them into seasons (every change logged).
 * Options and environment are documented in src/server/README.md.
 */
import { SIM_VERSION } from '../sim';
import {
  MODERATION_COMMANDS,
  MODERATION_USAGE,
  moderationCommand,
  type CommandIo,
  readModerationArguments,
} from './moderation/moderation-cli';
import { EVENT_USAGE, eventCommand, readEventArguments } from './events/event-cli';
import { readSeasonArguments, SEASON_USAGE, seasonCommand } from './events/season-cli';
import { reverify } from './runs/reverify';
import { ConfigError, readConfig } from './service-config';
import { openMigrated, startService } from './start-service';
import { openStores } from './store/service-stores';
import { VerifierPool } from './verify/verifier-pool';

// npm runs scripts from the package root; --data is meant from where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();

/** Runs an operators' command on the configured database (`--data`), then closes it: its exit code. */
async function onDatabase(
  data: string | undefined,
  command: (stores: ReturnType<typeof openStores>, io: CommandIo) => Promise<number>,
): Promise<number> {
  const config = readConfig(data === undefined ? [] : ['--data', data], process.env, cwd);
  const handle = await openMigrated(config);
  const stores = openStores(handle);
  try {
    return await command(stores, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      env: process.env,
    });
  } finally {
    await stores.close();
    await handle.db.destroy();
  }
}

/** `operator …` and `moderate …`: the exit code. */
async function moderation(argv: readonly string[]): Promise<number> {
  const args = readModerationArguments(argv);
  if (args === undefined) throw new ConfigError(MODERATION_USAGE);
  return onDatabase(args.flags.get('--data'), (stores, io) => moderationCommand(args, stores, io));
}

/** `event …`: the exit code. */
async function events(argv: readonly string[]): Promise<number> {
  const args = readEventArguments(argv);
  if (args === undefined) throw new ConfigError(EVENT_USAGE);
  return onDatabase(args.flags.get('--data'), (stores, io) => eventCommand(argv, stores, io));
}

/** `season …`: the exit code. */
async function seasons(argv: readonly string[]): Promise<number> {
  const args = readSeasonArguments(argv);
  if (args === undefined) throw new ConfigError(SEASON_USAGE);
  return onDatabase(args.flags.get('--data'), (stores, io) => seasonCommand(argv, stores, io));
}

async function main(): Promise<void> {
  const first = process.argv[2] ?? '';
  if ((MODERATION_COMMANDS as readonly string[]).includes(first)) {
    process.exitCode = await moderation(process.argv.slice(2));
    return;
  }
  if (first === 'event') {
    process.exitCode = await events(process.argv.slice(2));
    return;
  }
  if (first === 'season') {
    process.exitCode = await seasons(process.argv.slice(2));
    return;
  }
  const config = readConfig(process.argv.slice(2), process.env, cwd);
  const where =
    config.databaseUrl === undefined || config.databaseUrl === ''
      ? config.dataDir
      : 'PostgreSQL (DATABASE_URL)';
  if (config.command === 'reverify') {
    const handle = await openMigrated(config);
    const verifier = new VerifierPool({
      threads: config.verifierThreads,
      cpuLimitMs: config.verifyCpuLimitMs,
    });
    try {
      const summary = await reverify({
        stores: openStores(handle),
        verifier,
        log: (line) => process.stdout.write(`${line}\n`),
      });
      process.stdout.write(`${JSON.stringify({ simVersion: SIM_VERSION, ...summary })}\n`);
    } finally {
      await verifier.close();
      await handle.db.destroy();
    }
    return;
  }
  if (config.tokenBackdateMs > 0) {
    process.stderr.write(
      `WARNING: LEADERBOARD_UNSAFE_TOKEN_BACKDATE_S is set: tokens are backdated ${config.tokenBackdateMs / 1000} s. Bench and tests only.\n`,
    );
  }
  const service = await startService(config);
  process.stdout.write(
    `${config.staticRoot === undefined ? '' : `the game (${config.staticRoot}) and the `}leaderboard service on ${service.url} (data: ${where}, simVersion ${SIM_VERSION})\n`,
  );
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `server: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
