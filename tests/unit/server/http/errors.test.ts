import { describe, expect, it } from 'vitest';
import {
  appError,
  conflict,
  forbidden,
  invalidField,
  notFound,
  unauthorized,
} from '../../../../server/http/errors';

/** CONVENTIONS §13: a failure is raised by name; its status comes from the catalogue. */
describe('AppError helpers', () => {
  it('take the status from the code', () => {
    expect(notFound('Session', 'selectedSessionId')).toMatchObject({
      status: 404,
      code: 'MST-00404',
      message: 'Session not found',
      field: 'selectedSessionId',
    });
    expect(forbidden()).toMatchObject({ status: 403, code: 'MST-00403' });
    expect(unauthorized()).toMatchObject({ status: 401, code: 'MST-00401', message: 'Sign in to continue' });
    expect(conflict('SessionFull', 'full')).toMatchObject({ status: 409, code: 'MST-00130' });
    expect(conflict('StateConflict', 'taken', { field: 'jobId' })).toMatchObject({
      status: 409,
      code: 'MST-00400',
      field: 'jobId',
    });
    expect(appError('TokenRefused', 'Invalid Refresh Token.')).toMatchObject({
      status: 401,
      code: 'NotAuthorizedException',
    });
    expect(appError('NotAuthorized', 'Invalid Refresh Token.')).toMatchObject({ status: 400 });
  });

  it('write a validation failure as "field: reason" naming the field', () => {
    const err = invalidField('date', 'validation.error.date', { errors: { date: 'x' } });
    expect(err).toMatchObject({
      status: 400,
      code: 'MST-00400',
      message: 'date: validation.error.date',
      field: 'date',
      details: { errors: { date: 'x' } },
    });
  });

  it('leave field and details out when there are none', () => {
    const err = notFound('Event');
    expect(err.field).toBeUndefined();
    expect(err.details).toBeUndefined();
  });

  it('refuse a name whose status is not 409 as a conflict (compile time)', () => {
    // @ts-expect-error NotFound answers 404, so it is no conflict.
    expect(conflict('NotFound', 'x').status).toBe(404);
  });
});
