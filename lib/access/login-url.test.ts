import { loginUrl } from './login-url';

describe('loginUrl', () => {
  it('is the bare login page without a reason or a way back', () => {
    expect(loginUrl()).toBe('/login');
  });

  it('carries the way back and the ended session', () => {
    expect(loginUrl({ callbackUrl: '/orders?page=2' })).toBe('/login?callbackUrl=%2Forders%3Fpage%3D2');
    expect(loginUrl({ ended: true })).toBe('/login?expired=1');
    expect(loginUrl({ callbackUrl: '/agb', ended: true })).toBe('/login?callbackUrl=%2Fagb&expired=1');
  });
});
