/** Types of build-web.mjs for the TypeScript callers (bench). */
export function buildWebInto(outDir: string): boolean;
export function webBuildIsFresh(): boolean;
export function ensureWebBuild(): void;
export const WEB_DIST: string;
