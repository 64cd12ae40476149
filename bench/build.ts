import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the production build of the game goes (`npm run build`). */
export const GAME_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
/** Where the bench-only peer pages are built: a cache folder every tool already ignores. */
export const PEER_DIST = fileURLToPath(
  new URL('../node_modules/.cache/mythic-maze-bench/pages/', import.meta.url),
);
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** Runs the Vite command line with `args` in the root; throws an Error with its output on failure. */
export function vite(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`vite ${args.join(' ')} exited with ${String(code)}:\n${output.slice(-2000)}`),
        );
    });
  });
}

/** The game's production build, into dist/. */
export function buildGame(): Promise<void> {
  return vite(['build', '--logLevel', 'warn']);
}

/** The Phaser and kontra pages, into PEER_DIST. */
export function buildPeerPages(): Promise<void> {
  return vite(['build', '--config', 'bench/pages/vite.config.ts', '--logLevel', 'warn']);
}
