// The first half of `npm start`: build the web app and the server when their builds are missing or older than their
// sources. The second half (`exec node apps/api/dist/server.js`) then replaces the shell, so the server is npm's own
// child and receives the SIGTERM npm forwards (decision 071).
import { ensureServerBuild } from './build-server.mjs';
import { ensureWebBuild } from './build-web.mjs';

ensureWebBuild();
await ensureServerBuild();
