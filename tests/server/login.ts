import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '../../src/core/api/contract';

/** What the reference server always answers beside the contract's LoginResult. */
export type ServerLoginResult = LoginResult & { device_id: string; device_token: string };

/** Signs in through the API and returns the LoginResult (throws unless HTTP 200 with data). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: { otp?: string; deviceId?: string } = {},
): Promise<ServerLoginResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: extra.deviceId ? { 'device-id': extra.deviceId } : {},
    payload: { username, password, ...(extra.otp && { otp: extra.otp }) },
  });
  const body = response.json() as { data?: ServerLoginResult };
  if (response.statusCode !== 200 || !body.data) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return body.data;
}
