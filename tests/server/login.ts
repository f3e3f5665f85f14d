import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '../../src/core/api/contract';

/** Signs in through the API and returns the LoginResult (throws unless HTTP 200 with data). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: { otp?: string; deviceId?: string } = {},
): Promise<LoginResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: extra.deviceId ? { 'device-id': extra.deviceId } : {},
    payload: { username, password, ...(extra.otp && { otp: extra.otp }) },
  });
  const body = response.json() as { data?: LoginResult };
  if (response.statusCode !== 200 || !body.data) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return body.data;
}
