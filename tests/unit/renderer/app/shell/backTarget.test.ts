import { describe, expect, it } from 'vitest';
import { backTarget } from '../../../../../renderer/src/app/shell/backTarget';

describe('backTarget (the mobile header’s one back)', () => {
  it.each([
    ['/event/list', '', null],
    ['/event/0123456789abcdef0123456789abcdef/program', '', '/event/list'],
    ['/account/password', '', '/account'],
    ['/chat', '?room=abc', '/chat'],
    ['/chat', '?event=e&with=p', '/chat'],
    ['/chat', '', -1],
    ['/invitations', '', -1],
  ])('%s%s → %s', (pathname, search, target) => {
    expect(backTarget(pathname, search)).toBe(target);
  });
});
