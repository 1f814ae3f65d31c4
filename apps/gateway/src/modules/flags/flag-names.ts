export { FLAG_NAMES, type FlagName } from '@console/graphql/flags';
