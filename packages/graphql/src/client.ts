// The console's typed GraphQL entry: the graphql() function and the generated operation types.
export * from './generated/client/gql';
export * from './generated/client/graphql';
