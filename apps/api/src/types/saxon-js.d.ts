// SaxonJS 2 has no type declarations; this is the one call the API makes (decision 108).
declare module 'saxon-js' {
  const SaxonJS: {
    transform(
      options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' },
      mode: 'async',
    ): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
