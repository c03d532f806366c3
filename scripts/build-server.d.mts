/** Types of build-server.mjs for the TypeScript callers (bench, tests). */
export const SERVER_DIST: string;
export function serverBuildIsFresh(outDir?: string): boolean;
export function buildServerInto(outDir?: string): Promise<boolean>;
export function ensureServerBuild(): Promise<void>;
