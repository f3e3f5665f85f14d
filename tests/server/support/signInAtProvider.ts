/**
 * A person at the provider's sign-in page, without a browser: follows the redirects of an authorization
 * address with a cookie jar, fills the page's form with the credentials, and answers the address the
 * provider sends them back to (with `code`, `state` and possibly `iss`), or the page's status on refusal.
 */
export async function signInAtProvider(authorizationUrl: string, username: string, password: string, backTo: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(backTo)) return new URL(url);
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookie() } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
    if (response.status !== 200 || !form) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      fields.set(
        name,
        value.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
      );
    fields.set('username', username);
    fields.set('password', password);
    url = new URL(
      form[1].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
      url,
    ).href;
    init = { method: 'POST', body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many redirects at the provider');
}
