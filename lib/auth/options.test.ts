import type { JWT } from 'next-auth/jwt';
import { authOptions } from './options';
import { viewerClaims } from './viewer-claims';

jest.mock('./viewer-claims', () => ({ viewerClaims: jest.fn() }));
jest.mock('./verify-login', () => ({ verifyLogin: jest.fn() }));

const jwt = authOptions.callbacks!.jwt! as (params: { token: JWT; user?: { id: string }; trigger?: 'signIn' | 'update' }) => Promise<JWT>;
const claims = (gtcAccepted: boolean) => ({ accountType: 'BUYER' as const, roles: [], features: [], gtcAccepted });

describe('next-auth jwt callback', () => {
  beforeEach(() => jest.mocked(viewerClaims).mockReset());

  it('stamps the sign-in time (authAt) and the viewer claims at sign-in', async () => {
    jest.mocked(viewerClaims).mockResolvedValue(claims(false));
    const before = Date.now();
    const token = await jwt({ token: { sub: '7' }, user: { id: '7' }, trigger: 'signIn' });
    expect(token.authAt).toBeGreaterThanOrEqual(before);
    expect(token.authAt).toBeLessThanOrEqual(Date.now());
    expect(token.viewer).toEqual(claims(false));
    expect(viewerClaims).toHaveBeenCalledWith(7);
  });

  it('keeps authAt when the session is only read, so a re-encoded cookie cannot outlive validAfter', async () => {
    const token = await jwt({ token: { sub: '7', authAt: 1000, viewer: claims(false) } });
    expect(token.authAt).toBe(1000);
    expect(viewerClaims).not.toHaveBeenCalled();
  });

  it('refreshes the claims on update() (after accepting terms) but keeps authAt', async () => {
    jest.mocked(viewerClaims).mockResolvedValue(claims(true));
    const token = await jwt({ token: { sub: '7', authAt: 1000, viewer: claims(false) }, trigger: 'update' });
    expect(token.viewer).toEqual(claims(true));
    expect(token.authAt).toBe(1000);
  });
});
