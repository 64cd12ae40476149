import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './build';

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const STARTUP_MS = 30_000;

/** The production preview of the game, served by `vite preview` as the end-to-end tests use it. */
export interface PreviewServer {
  readonly url: string;
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `vite preview` on 127.0.0.1:`port` (its config serves the build cross-origin isolated,
 * with the production Content-Security-Policy) and waits until it answers.
 */
export async function startPreview(port: number): Promise<PreviewServer> {
  const url = `http://127.0.0.1:${String(port)}`;
  if (await answers(url))
    throw new Error(`port ${String(port)} is already in use; the bench needs it`);
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + STARTUP_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`vite preview did not start on ${url}: ${output.slice(-1000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close };
}
