import { typeDefs } from '@console/graphql/typedefs';
import type { Resolvers } from '@console/graphql/resolvers';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { GraphQLError, GraphQLScalarType, Kind } from './graphql-runtime.ts';
import type { RequestContext } from './context.ts';
import { accountInformationResolvers } from './modules/account-information/resolvers.ts';
import { sushiResolvers } from './modules/sushi/resolvers.ts';
import { accessMethodResolvers } from './modules/access-methods/resolvers.ts';
import { accountResolvers } from './modules/accounts/resolvers.ts';
import { almaResolvers } from './modules/alma/resolvers.ts';
import { appConfigResolvers } from './modules/app-config/resolvers.ts';
import { collectionResolvers } from './modules/collections/resolvers.ts';
import { ebaResolvers } from './modules/eba/resolvers.ts';
import { eventResolvers } from './modules/events/resolvers.ts';
import { flagResolvers } from './modules/flags/resolvers.ts';
import { holdingsResolvers } from './modules/holdings/resolvers.ts';
import { homeResolvers } from './modules/home/resolvers.ts';
import { notificationResolvers } from './modules/notifications/resolvers.ts';
import { reportResolvers } from './modules/reports/resolvers.ts';
import { sessionResolvers } from './modules/session/resolvers.ts';
import { userResolvers } from './modules/users/resolvers.ts';

function toIsoString(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  throw new GraphQLError('DateTime must be an ISO 8601 date-time.');
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time string.',
  serialize: toIsoString,
  parseValue: toIsoString,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return toIsoString(ast.value);
  },
});

/** Every module's resolvers; a module adds itself here. */
const moduleResolvers: Array<Resolvers<RequestContext>> = [
  appConfigResolvers,
  sessionResolvers,
  flagResolvers,
  accountResolvers,
  ebaResolvers,
  collectionResolvers,
  eventResolvers,
  homeResolvers,
  reportResolvers,
  userResolvers,
  notificationResolvers,
  accessMethodResolvers,
  holdingsResolvers,
  almaResolvers,
  accountInformationResolvers,
  sushiResolvers,
];

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema<RequestContext>({
    typeDefs,
    resolvers: [{ DateTime: DateTimeScalar }, ...moduleResolvers],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
