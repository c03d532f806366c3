/**
 * The output type of a shared zod contract from @veloport/domain, without importing zod here:
 * the contracts package owns that dependency.
 */
export type Infer<Schema extends { parse: (data: unknown) => unknown }> = ReturnType<Schema['parse']>;

/** What a shared zod contract accepts (its input: defaults still optional), as `z.input` reads it, without zod here. */
export type InferInput<Schema extends { _zod: { input: unknown } }> = Schema['_zod']['input'];
