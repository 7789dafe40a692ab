import { clientAddress } from './client-address';

describe('clientAddress (rate-limit key)', () => {
  it('without trusted proxies is the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', undefined, 0)).toBe('203.0.113.9');
  });

  it('behind one proxy is the address that proxy appended, not what the caller wrote before it', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.1', 1)).toBe('198.51.100.1');
  });

  it('behind two proxies is the second address from the right', () => {
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.1, 10.0.0.1', 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', ['spoofed, 198.51.100.1', '10.0.0.1'], 2)).toBe('198.51.100.1');
  });

  it('keeps the socket peer when the request came past fewer proxies than declared', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', ' , ', 1)).toBe('203.0.113.9');
  });
});
