import { encode, getToken } from 'next-auth/jwt';
import { decodeSessionToken } from './decode-session-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('decodeSessionToken', () => {
  it("reads a cookie that next-auth's own encode wrote", async () => {
    const token = await encode({ token: { sub: '7', authAt: 1234 }, secret: SECRET });
    expect(await decodeSessionToken({ token, secret: SECRET })).toMatchObject({ sub: '7', authAt: 1234 });
    // Again, from the key derived before.
    expect(await decodeSessionToken({ token, secret: SECRET })).toMatchObject({ sub: '7' });
  });

  it('keeps keys apart per secret and salt', async () => {
    const token = await encode({ token: { sub: '7' }, secret: SECRET });
    await expect(decodeSessionToken({ token, secret: `${SECRET}-other` })).rejects.toThrow();
    await expect(decodeSessionToken({ token, secret: SECRET, salt: 'other' })).rejects.toThrow();
    const salted = await encode({ token: { sub: '8' }, secret: SECRET, salt: 'other' });
    expect(await decodeSessionToken({ token: salted, secret: SECRET, salt: 'other' })).toMatchObject({ sub: '8' });
  });

  it('refuses an expired cookie', async () => {
    const token = await encode({ token: { sub: '7' }, secret: SECRET, maxAge: -60 });
    await expect(decodeSessionToken({ token, secret: SECRET })).rejects.toThrow();
  });

  it('refuses a cookie that expired since it was last read, though it read it before', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T00:59:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const token = await encode({ token: { sub: '7' }, secret: SECRET, maxAge: 60 });
      expect(await decodeSessionToken({ token, secret: SECRET })).toMatchObject({ sub: '7' });
      // Within jose's 15 s tolerance past `exp` it still reads; beyond it, not.
      jest.setSystemTime(new Date('2026-03-10T01:00:10Z'));
      expect(await decodeSessionToken({ token, secret: SECRET })).toMatchObject({ sub: '7' });
      jest.setSystemTime(new Date('2026-03-10T01:00:16Z'));
      await expect(decodeSessionToken({ token, secret: SECRET })).rejects.toThrow(/exp/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives each call its own copy of what the cookie holds', async () => {
    const token = await encode({ token: { sub: '7', authAt: 1234 }, secret: SECRET });
    for (let call = 0; call < 2; call++) (await decodeSessionToken({ token, secret: SECRET }))!.sub = '8';
    expect(await decodeSessionToken({ token, secret: SECRET })).toMatchObject({ sub: '7', authAt: 1234 });
  });

  it('makes getToken answer null for a tampered cookie', async () => {
    const token = await encode({ token: { sub: '7' }, secret: SECRET });
    const tampered = `${token.slice(0, -4)}AAAA`;
    const req = { cookies: { getAll: () => [{ name: 'next-auth.session-token', value: tampered }] }, headers: new Headers() };
    expect(await getToken({ req: req as Parameters<typeof getToken>[0]['req'], secret: SECRET, decode: decodeSessionToken })).toBeNull();
  });
});
