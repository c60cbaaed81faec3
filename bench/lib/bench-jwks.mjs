// A tiny server standing in for identity (its JWKS, and its internal token-version answer: the bench admin's
// token is never revoked), and the admin tokens it signs, so a benchmark can use the services' admin routes
// without running identity.
import http from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export async function startJwks() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const tokenVersion = /^\/internal\/users\/([^/]+)\/token-version$/.exec(req.url ?? '');
    res.end(JSON.stringify(tokenVersion ? { userId: tokenVersion[1], tokenVersion: 0, deleted: false } : { keys: [jwk] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const url = `${origin}/jwks.json`;
  const admin = () =>
    new SignJWT({ email: 'bench-admin@bench.test', adm: true, tv: 0 })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
      .setSubject('64b000000000000000000001')
      .setIssuer('shop-identity')
      .setAudience('shop')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return { server, url, identityUrl: origin, admin };
}
