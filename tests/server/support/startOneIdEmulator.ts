import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderAccount } from '../../../server/oauth/mountOidcProvider';

export interface OneIdAccount extends ProviderAccount {
  pin: string;
}

/**
 * OneID's wire protocol (sso.egov.uz `/sso/oauth/Authorization.do`) as its integration guide describes it:
 * `response_type=one_code` to a sign-in form, the code back to redirect_uri with the state, then
 * `grant_type=one_authorization_code` and `grant_type=one_access_token_identify` posted with the client's
 * secret. OneID is not OpenID Connect, so no certified OIDC provider speaks it: this small stand-in does, with
 * single-use codes and tokens, and checks every parameter a real one would.
 */
export async function startOneIdEmulator(
  client: { clientId: string; clientSecret: string; redirectUris: string[] },
  accounts: OneIdAccount[],
) {
  const codes = new Map<string, { account: OneIdAccount; redirectUri: string }>();
  const tokens = new Map<string, OneIdAccount>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const json = (status: number, value: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

    if (request.method === 'GET' && url.pathname === '/sso/oauth/Authorization.do') {
      const q = url.searchParams;
      if (
        q.get('response_type') !== 'one_code' ||
        q.get('client_id') !== client.clientId ||
        !client.redirectUris.includes(q.get('redirect_uri') ?? '')
      ) {
        return response.writeHead(400, { 'content-type': 'text/html' }).end('<p>invalid request</p>');
      }
      const hidden = ['redirect_uri', 'state']
        .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`)
        .join('');
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="uz"><title>OneID</title><main><h1>OneID</h1><form method="post" action="/sso/oauth/login">${hidden}<label for="u">Login</label><input id="u" name="username"><label for="p">Parol</label><input id="p" name="password" type="password"><button type="submit">Kirish</button></form></main></html>`,
        );
    }
    if (request.method === 'POST' && url.pathname === '/sso/oauth/login') {
      const account = accounts.find((a) => a.username === form.get('username') && a.password === form.get('password'));
      if (!account) return response.writeHead(401, { 'content-type': 'text/html' }).end('<p role="alert">wrong</p>');
      const code = randomBytes(16).toString('hex');
      codes.set(code, { account, redirectUri: form.get('redirect_uri')! });
      const back = new URL(form.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      return response.writeHead(302, { location: back.href }).end();
    }
    if (request.method === 'POST' && url.pathname === '/sso/oauth/Authorization.do') {
      if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret)
        return json(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'one_authorization_code') {
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!issued || issued.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        tokens.set(token, issued.account);
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 300, scope: form.get('scope') ?? '' });
      }
      if (form.get('grant_type') === 'one_access_token_identify') {
        const account = tokens.get(form.get('access_token') ?? '');
        tokens.delete(form.get('access_token') ?? '');
        if (!account) return json(200, { valid: 'false' });
        return json(200, {
          valid: 'true',
          pin: account.pin,
          user_id: account.username,
          full_name: account.name,
          email: account.email,
          user_type: 'I',
        });
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
