// autocannon ships no types (and @types/autocannon is not installed): the part bench/run.ts uses.
declare module 'autocannon' {
  type Options = { url: string; headers?: Record<string, string>; connections?: number; duration?: number };
  type Result = { non2xx: number; errors: number; requests: { average: number }; latency: { p99: number } };
  export default function autocannon(options: Options): Promise<Result>;
}
