/**
 * Stands in for the `graphql` package in the console bundle only (see vite.config.ts). graphql-request
 * imports `parse` and `print` to analyse DocumentNode inputs, but the console sends every operation as a
 * string with `excludeOperationName`, so neither ever runs; keeping them out saves 11 kB gzipped on
 * every route. Passing a DocumentNode to the client fails loudly here instead of silently.
 */
const refuse = (name: string) => (): never => {
  throw new Error(`graphql.${name} is not bundled in the console: send operations as strings (graphql-shim.ts).`);
};

export const parse = refuse('parse');
export const print = refuse('print');
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;
export class GraphQLError extends Error {}
