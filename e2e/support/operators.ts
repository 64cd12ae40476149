import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { GameService } from './global-service';

const run = promisify(execFile);

/**
 * Adds an operator with the service's own command, as an operator does: their code. The command
 * runs without blocking this process, so the page and the spec's connections are served while
 * it runs.
 */
export async function addOperator(service: GameService): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', 'operator', 'add', 'ops', '--data', service.dataDir],
    { encoding: 'utf8' },
  );
  const code = /op_[A-Za-z0-9_-]{43}/.exec(stdout)?.[0];
  if (code === undefined) throw new Error(`no code in: ${stdout}`);
  return code;
}
