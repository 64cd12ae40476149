import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Ports this suite's child services may listen on: 8910-8929 (the test machine's share), five
 * for each vitest worker, so two test files probing at once never pick the same port.
 */
const PORTS = (() => {
  const first = 8910 + ((Number(process.env.VITEST_POOL_ID ?? '1') - 1) % 4) * 5;
  return { first, last: first + 4 };
})();
const taken = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

/** A port of this worker's share that nothing listens on and it has not handed out. */
export async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    if (taken.has(port)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** A service in its own Node process, as `npm run server` starts it. */
export interface ChildService {
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `src/server/main.ts` with `args` (after `--port`) in a child process on a free port,
 * with `env` added to this process's environment; resolves once it listens.
 */
export async function startChildService(
  args: readonly string[],
  env: Record<string, string>,
): Promise<ChildService> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', ...args, '--port', String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const listening = () => {
      const found = / on (http:\/\/\S+)/.exec(out)?.[1];
      if (found !== undefined) resolve(found);
    };
    child.stdout.on('data', listening);
    child.once('exit', (code) => {
      reject(new Error(`the service exited (${String(code)}) before listening: ${out}`));
    });
  });
  return {
    child,
    url,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
