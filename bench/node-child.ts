import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseOutcome, type ChildOutcome } from './node/child-protocol';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs one Node measurement in a fresh process (`node --expose-gc --import tsx`), so one run's
 * garbage and compiled code cannot colour the next, and returns what it reported. Throws an Error
 * with the child's stderr when it fails.
 */
export function runNodeChild(script: string, args: readonly string[] = []): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', `bench/node/${script}`, ...args],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        const why = stderr.trim().split('\n').slice(-6).join('\n');
        reject(
          new Error(`bench/node/${script} ${args.join(' ')} exited with ${String(code)}: ${why}`),
        );
        return;
      }
      try {
        resolve(parseOutcome(stdout));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
