/**
 * `npm run replay -- <file.json>... [--engine chromium|firefox|webkit] [--display <profile>]`:
 * plays replay files through the production page (dist/) in a real engine and prints one line per
 * file like `npm run verify` (see run-replay.ts and docs/cross-engine.md).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXIT } from '../../src/cli/run-verify';
import { enginePorts } from '../support/ports';
import { runReplay } from './run-replay';

// npm runs scripts from the package root; paths are meant from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const ports = enginePorts(9);

try {
  process.exitCode = await runReplay(process.argv.slice(2), {
    readFile: (path) => readFileSync(resolve(base, path)),
    fileSize: (path) => statSync(resolve(base, path)).size,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
    port: ports.server,
    driverPort: ports.driver,
  });
} catch (error) {
  // Not a verdict on any file: never let it pass for exit code 1 ("does not reproduce").
  process.stderr.write(
    `replay failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = EXIT.invalid;
}
