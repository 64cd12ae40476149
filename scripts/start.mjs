// @ts-check
/**
 * `npm start`: the game's dev server (Vite, which proxies /api) and the leaderboard service
 * (`npm run server`, embedded database in ./data, created on first start; port 8787 or
 * LEADERBOARD_DEV_PORT) together. Ctrl-C, or
 * either one exiting, stops both; the exit code is the first one's to exit.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Node itself runs both (not npx, which would not pass a stop signal on to its child).
const node = process.execPath;
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
// The port vite.config.ts proxies /api to; LEADERBOARD_DEV_PORT moves both.
const port = process.env.LEADERBOARD_DEV_PORT ?? '8787';
const children = [
  spawn(node, ['--import', 'tsx', 'src/server/main.ts', '--port', port], { stdio: 'inherit' }),
  spawn(node, [vite, ...process.argv.slice(2)], { stdio: 'inherit' }),
];
let stopping = false;

/**
 * Stops every child still running; the process exits with `code` once they have.
 * @param {number} code
 */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

for (const child of children) {
  child.once('exit', (code) => {
    stopAll(code ?? 1);
  });
  child.once('error', (error) => {
    console.error(`npm start: ${error.message}`);
    stopAll(1);
  });
}
process.once('SIGINT', () => {
  stopAll(130);
});
process.once('SIGTERM', () => {
  stopAll(143);
});
