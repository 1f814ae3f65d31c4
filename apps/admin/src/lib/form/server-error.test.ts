import { describe, expect, it } from 'vitest';
import { GatewayError } from '../graphql-client';
import { GENERIC_FAILURE, serverErrorMessage, type ServerErrorTable } from './server-error';

const table: ServerErrorTable<'entityId' | 'proxyUrl'> = {
  NOT_FOUND: { field: 'entityId', message: 'Entity ID not found in federation.' },
  CONFLICT: { message: 'Someone else changed this access method.' },
};

describe('serverErrorMessage', () => {
  it('is null without an error', () => {
    expect(serverErrorMessage(null, table)).toBeNull();
    expect(serverErrorMessage(undefined)).toBeNull();
  });

  it("uses the screen's sentence for a code it names, under its field when it names one", () => {
    expect(serverErrorMessage(new GatewayError('entity missing', 'NOT_FOUND', 'VerifyEntityId'), table)).toEqual({
      code: 'NOT_FOUND',
      field: 'entityId',
      message: 'Entity ID not found in federation.',
    });
    expect(serverErrorMessage(new GatewayError('stale', 'CONFLICT', 'SaveProxy'), table)).toEqual({
      code: 'CONFLICT',
      message: 'Someone else changed this access method.',
    });
  });

  it('falls back to the generic failure text of the spec, never the gateway message', () => {
    const mapped = serverErrorMessage(new GatewayError('SQL said no', 'INTERNAL_SERVER_ERROR', 'SaveProxy'), table);
    expect(mapped).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_FAILURE });
    expect(GENERIC_FAILURE).toBe('We are unable to complete your request, please try again or contact support');
    expect(serverErrorMessage(new TypeError('Failed to fetch'), table)).toEqual({ code: 'UNKNOWN', message: GENERIC_FAILURE });
  });
});
