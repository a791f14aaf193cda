/** Starts a TypeScript entry point (the product, or the bare baseline) and waits for its address. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function startProcess(
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  return startUntil([...nodeArgs, '--import', 'tsx', ...args], env, /READY (\S+)|radi na (http:\/\/\S+)/);
}

/** Starts a worker process (it serves no HTTP) and waits until it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  return (await startUntil(['--import', 'tsx', 'server/main.ts'], { ...env, ROLE: 'worker' }, /worker radi/))
    .child;
}

function startUntil(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // bare-fastify prints "READY <url>"; the product prints "Rešavač radi na <url>".
      const match = out.match(ready);
      if (match) resolve({ child, url: (match[1] ?? match[2] ?? '').replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}
