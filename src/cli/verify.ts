/**
 * `npm run verify -- <file.json> [more files]`: re-simulates replay files in Node on the same
 * simulation code as the game and reports each one (see run-verify.ts for output and exit codes).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXIT, runVerify } from './run-verify';

// npm runs scripts from the package root; paths are meant from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();

try {
  process.exitCode = runVerify(process.argv.slice(2), {
    readFile: (path) => readFileSync(resolve(base, path)),
    fileSize: (path) => statSync(resolve(base, path)).size,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  // Not a verdict on any file: never let it pass for exit code 1 ("does not verify").
  process.stderr.write(
    `verify failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = EXIT.invalid;
}
