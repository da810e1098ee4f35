import { describe, expect, it } from 'vitest';
import { ApiCallError, ClientErrorCode, isTransient } from '../../../../renderer/src/api/errors';
import { retryQuery } from '../../../../renderer/src/api/queryClient';
import { ErrorCode } from '@shared/errors';

const offline = new ApiCallError(0, ClientErrorCode.Network, 'Network request failed');
const serverFault = new ApiCallError(500, ErrorCode.Internal, 'boom');
const unavailable = new ApiCallError(503, ClientErrorCode.Unknown, 'Service Unavailable');
const refused = new ApiCallError(404, ErrorCode.NotFound, 'no such event');
const forbidden = new ApiCallError(403, ErrorCode.Forbidden, 'not yours');
const garbled = new ApiCallError(200, ClientErrorCode.BadResponse, 'Response is not JSON');

describe('which failed loads are asked again', () => {
  it('offline and the server’s own faults may pass: transient', () => {
    for (const err of [offline, serverFault, unavailable]) expect(isTransient(err)).toBe(true);
  });

  it('a refusal, a garbled answer or a bug in the screen would fail again: not transient', () => {
    for (const err of [refused, forbidden, garbled, new TypeError('x is undefined')]) {
      expect(isTransient(err)).toBe(false);
    }
  });

  it('a query retries a transient failure a few times, a refusal never', () => {
    expect(retryQuery(0, offline)).toBe(true);
    expect(retryQuery(1, serverFault)).toBe(true);
    expect(retryQuery(2, serverFault)).toBe(false);
    expect(retryQuery(0, refused)).toBe(false);
    expect(retryQuery(0, forbidden)).toBe(false);
  });
});
