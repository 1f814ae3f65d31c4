/** The fixed application identifier the gateway requires in the authorization header of every call. */
export const APP_IDENTIFIER = 'one-admin-console';
/** Path of the gateway's single GraphQL endpoint. */
export const GATEWAY_PATH = '/ui/data-fetch/gateway';
