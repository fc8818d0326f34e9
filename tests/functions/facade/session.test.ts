import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { useCast } from './support/cast';

describe('POST /jwt and GET /logout', () => {
  const cast = useCast();

  it("hands back the caller's own ID token when its e-mail is the body's (the session token IS the ID token)", async () => {
    const answer = await call({ method: 'POST', path: '/jwt', body: { email: cast().user.email.toUpperCase() } }, cast().user.token);
    expect(answer).toMatchObject({ status: 200, body: { token: cast().user.token } });
  });

  it('never issues anything for an e-mail alone: no token, a forged token, or another e-mail answer 401', async () => {
    expect((await call({ method: 'POST', path: '/jwt', body: { email: cast().user.email } })).status).toBe(401);
    expect((await call({ method: 'POST', path: '/jwt', body: { email: cast().user.email } }, 'forged.token.value')).status).toBe(401);
    const other = await call({ method: 'POST', path: '/jwt', body: { email: cast().admin.email } }, cast().user.token);
    expect(other.status).toBe(401);
    expect(other.body).not.toHaveProperty('token');
  });

  it('answers GET /logout with success, signed in or not', async () => {
    expect(await call({ method: 'GET', path: '/logout' })).toMatchObject({ status: 200, body: { success: true } });
  });
});
