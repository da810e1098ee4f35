import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import { ApiCallError, ClientErrorCode } from '../../../../../renderer/src/api/errors';
import { previewErrorKey } from '../../../../../renderer/src/features/badges/hooks/usePreviewPerson';

describe('badge preview: why a ticket’s person is not shown', () => {
  it('the event has no badge template yet: save this one first', () => {
    const err = new ApiCallError(404, ErrorCode.MissingPrintTemplate, 'no template');
    expect(previewErrorKey(err)).toBe('badges.preview.needsTemplate');
  });

  it('no ticket of that number', () => {
    const err = new ApiCallError(404, ErrorCode.NotFound, 'no such ticket');
    expect(previewErrorKey(err)).toBe('badges.preview.ticketNotFound');
  });

  it('offline, or anything else: the generic texts', () => {
    expect(previewErrorKey(new ApiCallError(0, ClientErrorCode.Network, 'offline'))).toBe('errors.network');
    expect(previewErrorKey(new ApiCallError(403, ErrorCode.Forbidden, 'not yours'))).toBe('errors.unknown');
    expect(previewErrorKey(new Error('bug'))).toBe('errors.unknown');
  });
});
