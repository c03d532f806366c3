/**
 * The output type of a shared zod contract from @veloport/domain, without importing zod here:
 * the contracts package owns that dependency.
 */
export type Infer<Schema extends { parse: (data: unknown) => unknown }> = ReturnType<Schema['parse']>;
