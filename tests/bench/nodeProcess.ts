import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodeMessage, NodeRequest, NodeUsage, SeededRoom } from './chatNode';

/**
 * Starts one server node (tests/bench/chatNode.ts: `buildApp` in its own Node process, with
 * --expose-gc) and talks to it over IPC: the chat and mixed-load benchmarks measure a node this way
 * so the load generator does not share its event loop and its CPU, memory and loop delay can be
 * asked for.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerNode {
  port: number;
  ask(request: { type: 'seed'; rooms: number }): Promise<SeededRoom[]>;
  ask(request: { type: 'usage'; gc: boolean }): Promise<NodeUsage>;
  stop(): Promise<void>;
}

/** `env`: the node's DATA_DIR, DATABASE_URL and MIGRATE (chatNode.ts); `nodeArgs`: e.g. ['--cpu-prof']. */
export async function startNode(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerNode> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--expose-gc', path.join(root, 'tests/bench/chatNode.ts')],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const waiting = new Map<number, (value: unknown) => void>();
  let nextId = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: NodeMessage) => {
      if (message.type === 'listening') resolve(message.port);
      else waiting.get(message.id)?.(message.value);
    });
    child.once('exit', (code) => reject(new Error(`chat node exited (${code}):\n${output}`)));
  });
  return {
    port,
    ask: ((req: Omit<NodeRequest, 'id'>) =>
      new Promise<unknown>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        child.send({ ...req, id });
      })) as ServerNode['ask'],
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
