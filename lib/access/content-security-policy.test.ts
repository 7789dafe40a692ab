import { newNonce, originOf, pagePolicy } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('pagePolicy', () => {
  it("lets scripts run from this origin or with the page's nonce, never any inline script", () => {
    const policy = pagePolicy('abc123==');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123=='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("names the brand's analytics origin, and eval only in development", () => {
    expect(directive(pagePolicy('n', { scriptOrigin: 'https://stats.example' }), 'script-src')).toBe("script-src 'self' 'nonce-n' https://stats.example");
    expect(directive(pagePolicy('n', { dev: true }), 'script-src')).toBe("script-src 'self' 'nonce-n' 'unsafe-eval'");
  });
});

test('a nonce is 16 random bytes in base64, new each time', () => {
  const nonces = new Set(Array.from({ length: 100 }, newNonce));
  expect(nonces.size).toBe(100);
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
});

test("a script's origin is its address's; a path on this origin or none adds nothing", () => {
  expect(originOf('https://stats.example/s.js?v=2')).toBe('https://stats.example');
  expect(originOf('/analytics.js')).toBeUndefined();
  expect(originOf(undefined)).toBeUndefined();
});
