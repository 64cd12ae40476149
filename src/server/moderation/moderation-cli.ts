import * as v from 'valibot';
import { userInfo } from 'node:os';
import { actionRequest } from '../../api';
import { fieldPath } from '../../replay';
import { isRefusal } from '../service/refusal';
import type { ServiceStores } from '../store/service-stores';
import { applyAction } from './apply-action';
import { newOperatorCode, operatorCodeHash, operatorOf, type Operator } from './operator-auth';

/** The usage line of the operator commands. */
export const MODERATION_USAGE = `usage: npm run server -- operator add <name> | operator list | operator remove <name>
       npm run server -- moderate <hide|restore|ban|unban|dismiss> <run|level|player> <id> --reason "…" [--as <name>] (with LEADERBOARD_OPERATOR_CODE)
  (each also takes --data DIR; DATABASE_URL names a PostgreSQL database; words after -- are
  never flags)`;

/** The commands `npm run server --` hands to moderation. */
export const MODERATION_COMMANDS = ['operator', 'moderate'] as const;

/** An operator command's words, and its flags (`--data`, `--reason`, `--as`). */
export interface ModerationArguments {
  readonly words: readonly string[];
  readonly flags: ReadonlyMap<string, string>;
}

/** Where a command writes, and the environment it reads an operator's code from. */
export interface CommandIo {
  readonly out: Out;
  readonly err: Out;
  readonly env: NodeJS.ProcessEnv;
}

/**
 * Who the audit log names for a command: the operator whose code is in
 * LEADERBOARD_OPERATOR_CODE (`--as NAME`, when given, must be that operator), else the command
 * line's user as the system knows it, `cli:<user>`; never a name typed on the command line alone.
 * The problem, as a string, when the code is no operator's or names another.
 */
export async function commandOperator(
  args: ModerationArguments,
  stores: ServiceStores,
  env: NodeJS.ProcessEnv,
): Promise<Operator | string> {
  const named = args.flags.get('--as');
  const code = env.LEADERBOARD_OPERATOR_CODE;
  if (code === undefined || code === '') {
    if (named === undefined) return { name: `cli:${userInfo().username}` };
    return `--as ${named} needs ${named}'s operator code in LEADERBOARD_OPERATOR_CODE`;
  }
  const operator = operatorOf(code, await stores.operators.all());
  if (operator === undefined) return "LEADERBOARD_OPERATOR_CODE is no operator's code";
  if (named !== undefined && named !== operator.name) {
    return `--as ${named}: LEADERBOARD_OPERATOR_CODE is ${operator.name}'s code`;
  }
  return operator;
}

/** The flags the operator commands take, each with a value. */
const FLAGS: readonly string[] = ['--data', '--reason', '--as'];

/**
 * Whether `word` is the id of `moderate <action> <kind> <id>`: there any word but a flag's exact
 * name is the id, since a run id is base64url and may itself start with `--`.
 */
function isTargetId(words: readonly string[], word: string): boolean {
  return words[0] === 'moderate' && words.length === 3 && !FLAGS.includes(word);
}

/**
 * Splits the command line into words and `--flag value` pairs; undefined when a flag is unknown
 * or has no value. After `--` every argument is a word.
 */
export function readModerationArguments(argv: readonly string[]): ModerationArguments | undefined {
  const words: string[] = [];
  const flags = new Map<string, string>();
  let flagsEnded = false;
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (word === '--' && !flagsEnded) {
      flagsEnded = true;
      continue;
    }
    if (flagsEnded || !word.startsWith('--') || isTargetId(words, word)) {
      words.push(word);
      continue;
    }
    const value = argv[i + 1];
    if (!FLAGS.includes(word) || value === undefined) return undefined;
    flags.set(word, value);
    i += 1;
  }
  return { words, flags };
}

/** The name of an operator: 1 to 64 letters, digits, dots, dashes and underscores. */
const OPERATOR_NAME = /^[A-Za-z0-9._-]{1,64}$/;

type Out = (line: string) => void;

/** `operator add|list|remove`: 0 when done, 1 with the problem written to `err`. */
async function operatorCommand(
  words: readonly string[],
  stores: Pick<ServiceStores, 'operators'>,
  out: Out,
  err: Out,
): Promise<number> {
  const [, verb, name] = words;
  if (verb === 'list' && name === undefined) {
    for (const operator of await stores.operators.all()) {
      out(`${operator.name}\tadded ${operator.createdAt}`);
    }
    return 0;
  }
  if ((verb !== 'add' && verb !== 'remove') || name === undefined || words.length !== 3) {
    err(MODERATION_USAGE);
    return 1;
  }
  if (!OPERATOR_NAME.test(name)) {
    err(`operator: the name '${name}' must be 1 to 64 letters, digits, '.', '-' or '_'`);
    return 1;
  }
  if (verb === 'remove') {
    const removed = await stores.operators.remove(name);
    if (removed) out(`removed operator ${name}`);
    else err(`operator: no operator is named '${name}'`);
    return removed ? 0 : 1;
  }
  const code = newOperatorCode();
  const added = await stores.operators.add({
    name,
    codeHash: operatorCodeHash(code),
    createdAt: new Date().toISOString(),
  });
  if (!added) {
    err(`operator: '${name}' is an operator already (remove it first to issue a new code)`);
    return 1;
  }
  out(`operator ${name} added; their code (shown this once, only its hash is stored):`);
  out(code);
  return 0;
}

/** `moderate <action> <kind> <id> --reason "…"`: the action, written to the audit log. */
async function moderateCommand(
  args: ModerationArguments,
  stores: ServiceStores,
  { out, err, env }: CommandIo,
): Promise<number> {
  const [, action, kind, id, ...rest] = args.words;
  if (rest.length > 0 || id === undefined) {
    err(MODERATION_USAGE);
    return 1;
  }
  const read = v.safeParse(actionRequest, {
    action,
    target: { kind, id },
    reason: args.flags.get('--reason') ?? '',
  });
  if (!read.success) {
    const issue = read.issues[0];
    err(`moderate: ${fieldPath(issue.path, { whole: '(command)' })}: ${issue.message}`);
    return 1;
  }
  const operator = await commandOperator(args, stores, env);
  if (typeof operator === 'string') {
    err(`moderate: ${operator}`);
    return 1;
  }
  const outcome = await applyAction(operator, read.output, { stores, now: Date.now });
  if (isRefusal(outcome)) {
    err(`moderate: ${outcome.field}: ${outcome.problem}`);
    return 1;
  }
  out(JSON.stringify(outcome.answer));
  return 0;
}

/**
 * `npm run server -- operator …` and `moderate …` on an opened database: 0 when done, 1 with
 * the problem (and usage) written to `err`.
 */
export async function moderationCommand(
  args: ModerationArguments,
  stores: ServiceStores,
  io: CommandIo,
): Promise<number> {
  if (args.words[0] === 'operator') return operatorCommand(args.words, stores, io.out, io.err);
  return moderateCommand(args, stores, io);
}
