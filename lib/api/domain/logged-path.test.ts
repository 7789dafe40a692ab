import { loggedPath } from './logged-path';

describe('loggedPath', () => {
  it.each([
    ['/api/password/reset/s3cr3t-key', '/api/password/reset/[key]'],
    ['/api/email/confirm/s3cr3t-key', '/api/email/confirm/[key]'],
    ['/api/password/reset', '/api/password/reset'],
    ['/api/user/7', '/api/user/7'],
  ])('%s is logged as %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });
});
