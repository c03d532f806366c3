import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerInto } from '../../../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The server as production runs it (decision 071): built once into plain JavaScript, started with `node`. Each test
 * file builds its own copy under .vitest-tmp (a second or two), so runs side by side never swap a build under each other.
 */
export async function buildServer(): Promise<{ entry: string; remove: () => void }> {
  fs.mkdirSync(path.join(root, '.vitest-tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.vitest-tmp', 'server-'));
  if (!(await buildServerInto(dir))) throw new Error('the server did not build');
  return { entry: path.join(dir, 'server.js'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** `node <entry>` with the test's environment; an empty value removes a variable (DATABASE_URL in the PGlite cases). */
export async function startServer(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    VELOPORT_WEB_DIST: path.join(os.tmpdir(), 'no-web-build'),
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
  const child = spawn(process.execPath, [entry], { cwd: root, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Retries `probe` until it answers something truthy; every wait in these tests is for a thing to happen, never a pause. */
export async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const healthy = (s: ServerProcess, timeoutMs = 90_000) =>
  waitUntil(`${s.url} to answer`, async () => (await fetch(`${s.url}/api/health`)).ok, timeoutMs).catch((error: Error) =>
    Promise.reject(new Error(`${error.message}: ${s.output().slice(-2000)}`)),
  );

/** The child processes of `pid` (Linux): a cluster primary's workers. */
export function childrenOf(pid: number): number[] {
  const dir = `/proc/${pid}/task`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((task) => fs.readFileSync(`${dir}/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
    .map(Number);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A process that ended but was not reaped yet is a zombie: gone for every purpose here.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
export const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A sign-in whose body is still on its way: headers and half the JSON are sent, then `meanwhile` runs (a SIGTERM),
 * then the rest. Answers the raw HTTP response: a request under way when the signal came must still be answered.
 */
export async function slowSignIn(server: ServerProcess, requestId: string, meanwhile: () => Promise<void>): Promise<string> {
  const body = JSON.stringify({ email: 'admin@veloport.test', password: 'Velo-demo-2026' });
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let response = '';
  socket.on('data', (c: Buffer) => (response += c.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: XSRF-TOKEN=in-flight-token\r\nX-XSRF-TOKEN: in-flight-token\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  // The server has the request in hand (its log names it) before anything else happens.
  await waitUntil(`the server to receive ${requestId}`, async () => server.output().includes(requestId), 30_000);
  await meanwhile();
  socket.write(body.slice(10));
  await ended;
  return response;
}
