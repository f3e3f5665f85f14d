import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import { providerMemoryAdapter } from './providerMemoryAdapter';

/** A person who can sign in at the local provider. */
export interface ProviderAccount {
  username: string;
  password: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** A relying party registered at the local provider. */
export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface OidcProviderSetup {
  /** The issuer: its path is where the provider is mounted (`/demo-oidc/realms/demo`, `/oauth`, or none). */
  issuer: string;
  /** Endpoint paths below the issuer, to take a real provider's shape (Keycloak's /protocol/openid-connect/...). */
  routes?: Record<string, string>;
  clients: ProviderClient[];
  accounts: ProviderAccount[];
  /** Keys signing the provider's cookies. */
  cookieKeys: string[];
  /** A line under the sign-in form (the demo names its accounts there). */
  hint?: string;
}

/**
 * A real OpenID Connect provider (node oidc-provider, OpenID-certified) inside a Fastify app: the Koa app
 * behind its mount path, with our own small sign-in page for its interactions. The demo offers it as the
 * Keycloak of `npm start`; the tests start one per provider shape. Consent is implied (first-party clients).
 */
export async function mountOidcProvider(app: FastifyInstance, setup: OidcProviderSetup): Promise<void> {
  const { default: Provider } = await import('oidc-provider');
  const prefix = new URL(setup.issuer).pathname.replace(/\/+$/, '');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'platon-local', alg: 'RS256', use: 'sig' };

  const provider = new Provider(setup.issuer, {
    adapter: providerMemoryAdapter(),
    clients: setup.clients.map((client) => ({ grant_types: ['authorization_code'], response_types: ['code'], ...client })),
    jwks: { keys: [jwk] },
    cookies: { keys: setup.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    routes: setup.routes,
    pkce: { required: () => false },
    ttl: { AuthorizationCode: 60, IdToken: 300, AccessToken: 300, Interaction: 600, Session: 3600, Grant: 3600 },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = setup.accounts.find((candidate) => candidate.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.email_verified, name: account.name }),
      };
    },
    // First-party clients: the grant is implied, so no consent screen follows the sign-in.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<p role="alert">${escape(String(out.error_description ?? out.error))}</p>`);
    },
    features: {
      devInteractions: { enabled: false },
      // The provider's own pages in our frame, so that the policy's style hash holds for them too.
      rpInitiatedLogout: {
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Sign out',
            `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page('Signed out', '<p>You have been signed out.</p>');
        },
      },
    },
  });
  // What the provider answers itself (its error and logout pages, its form_post page) leaves Fastify through a
  // hijacked reply, past the server's HTML policy hook: every answer gets the pages' policy here, set before
  // the provider runs so that it can add the hash of a script it writes (form_post) to script-src.
  provider.use(async (ctx, next) => {
    ctx.set('content-security-policy', PAGE_POLICY);
    await next();
  });

  await app.register(
    async (scope) => {
      // The provider reads its own request bodies: Fastify must leave the stream alone here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

      scope.get<{ Params: { uid: string } }>('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return reply
          .type('text/html')
          .header('content-security-policy', PAGE_POLICY)
          .send(loginPage(request.url, details.params.client_id as string, setup.hint, null));
      });

      scope.post<{ Params: { uid: string } }>('/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
        const form = await readForm(request.raw);
        const account = setup.accounts.find(
          (candidate) => candidate.username === form.get('username') && candidate.password === form.get('password'),
        );
        if (!account) {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          const back = request.url.replace(/\/login$/, '');
          return reply
            .code(401)
            .type('text/html')
            .header('content-security-policy', PAGE_POLICY)
            .send(loginPage(back, details.params.client_id as string, setup.hint, 'Wrong username or password'));
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
      });

      scope.post<{ Params: { uid: string } }>('/interaction/:uid/abort', { schema: { hide: true } }, async (request, reply) => {
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
      });

      const callback = provider.callback();
      scope.all('/*', { schema: { hide: true } }, (request, reply) => {
        reply.hijack();
        // As Express mounting does: the provider finds its mount path from originalUrl and url.
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(prefix.length) || '/';
        void callback(raw, reply.raw);
      });
    },
    { prefix },
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 8192) break;
  }
  return new URLSearchParams(body);
}

function loginPage(action: string, client: string, hint: string | undefined, error: string | null): string {
  const base = action.replace(/\/+$/, '');
  return page(
    'Sign in',
    `<p class="muted">to continue to <strong>${escape(client)}</strong></p>
${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
<form method="post" action="${escape(base)}/login">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="${escape(base)}/abort"><button type="submit" class="secondary">Cancel</button></form>
${hint ? `<p class="muted">${escape(hint)}</p>` : ''}`,
  );
}

/** The provider's pages are self-contained: one style block, allowed by its hash; no script at all. */
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;background:#f3f5f9;color:#1d2433;margin:0;display:grid;place-items:start center;min-height:100vh}
main{background:#fff;margin-top:10vh;padding:28px;border-radius:10px;box-shadow:0 2px 12px #0002;width:min(360px,calc(100vw - 32px))}
h1{font-size:1.3rem;margin:0 0 4px}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #8a94a6;border-radius:6px;font:inherit}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:6px;background:#1f5fbf;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:#fff;color:#1f5fbf;border:1px solid #1f5fbf;margin-top:8px}
:focus-visible{outline:3px solid #f0a000;outline-offset:2px}.muted{color:#4a5568;font-size:.9rem}.error{color:#b3261e}
`;
/**
 * A policy of their own (the server's strict one would refuse the style block): the sign-in form posts to the
 * provider itself, which then redirects to the client's redirect_uri (form-action covers that redirect, so
 * any http(s) target is allowed: the provider checks redirect_uri against the client's list).
 */
const PAGE_POLICY = `default-src 'none'; script-src 'self'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self' https: http:; base-uri 'none'; frame-ancestors 'none'`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Platon demo identity provider</title>
<style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
