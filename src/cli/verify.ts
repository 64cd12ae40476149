/**
 * `npm run verify -- <file.json> [more files]`: re-simulates replay files in Node on the same
 * simulation code as the game and reports each one (see run-verify.ts for output and exit codes).
 * `npm run verify -- --event <file or URL>` re-computes an event's standings from its entries
 * file, fetched first when it is a URL (`…/api/events/<id>/entries`).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXIT, runVerify } from './run-verify';

// npm runs scripts from the package root; paths are meant from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);

/** The entries file at the URL `--event` names, if it names one. */
async function fetchedEvent(): Promise<{ url: string; bytes: Uint8Array } | undefined> {
  const url = args[0] === '--event' ? args[1] : undefined;
  if (url === undefined || !/^https?:\/\//.test(url)) return undefined;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${String(answer.status)}`);
  return { url, bytes: new Uint8Array(await answer.arrayBuffer()) };
}

fetchedEvent()
  .then((fetched) => {
    process.exitCode = runVerify(args, {
      readFile: (path) =>
        fetched?.url === path ? fetched.bytes : readFileSync(resolve(base, path)),
      fileSize: (path) => statSync(resolve(base, path)).size,
      stdout: (line) => process.stdout.write(`${line}\n`),
      stderr: (line) => process.stderr.write(`${line}\n`),
    });
  })
  .catch((error: unknown) => {
    // Not a verdict on any file: never let it pass for exit code 1 ("does not verify").
    process.stderr.write(
      `verify failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = EXIT.invalid;
  });
