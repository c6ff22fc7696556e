import { JwtService } from '@nestjs/jwt';
import { jwtKey } from './jwt-key';

describe('jwtKey', () => {
  const secret = 'k'.repeat(40);
  const options = { signOptions: { algorithm: 'HS256' as const }, verifyOptions: { algorithms: ['HS256' as const] } };
  const withString = new JwtService({ secret, ...options });
  const withKey = new JwtService({ secret: jwtKey(secret), ...options });

  it('signs the very tokens the string secret signed, so tokens issued before stay valid', () => {
    const payload = { sub: 'u1', typ: 'access', iat: 1_700_000_000 };
    expect(withKey.sign(payload)).toBe(withString.sign(payload));
    expect(withKey.verify(withString.sign({ sub: 'u2' }))).toMatchObject({ sub: 'u2' });
    expect(withString.verify(withKey.sign({ sub: 'u3' }))).toMatchObject({ sub: 'u3' });
  });

  it('refuses a token signed with another secret', () => {
    const other = new JwtService({ secret: jwtKey('o'.repeat(40)), ...options });
    expect(() => withKey.verify(other.sign({ sub: 'u1' }))).toThrow(/invalid signature/);
  });

  it('leaves an empty secret empty, so signing without JWT_SECRET still fails as before', () => {
    expect(jwtKey('')).toBe('');
    expect(() => new JwtService({ secret: jwtKey(''), ...options }).sign({ sub: 'u1' })).toThrow();
  });
});
