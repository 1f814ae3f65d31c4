/**
 * The gateway's request context as seen by the generated resolver types. The gateway's own context
 * module extends this, so resolver typings stay independent of the gateway's internals.
 */
export interface GatewayContext {
  readonly [key: string]: unknown;
}
