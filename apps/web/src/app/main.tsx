/*
 * The first script of every page, kept tiny on purpose. A page the server rendered (decision 010) is already
 * readable: let the browser paint it before the app's scripts are fetched and run, then the app takes it over.
 * Any other page starts the app at once.
 */
const start = () => import('@/app/start');

if (window.__VELOPORT_QUERY_STATE__) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
