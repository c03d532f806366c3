// `npm start`: build the web app if needed, then serve API + SPA in one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
