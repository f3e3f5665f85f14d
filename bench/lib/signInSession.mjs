// Signs in through the API and returns the tokens a page keeps in localStorage (auth_token, refresh_token),
// so a bench can open the signed-in app without going through the sign-in page.

/** @returns {Promise<{ token: string, refresh: string }>} */
export async function signInSession(url, username, password) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body?.data?.token) throw new Error(`sign-in of ${username} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, refresh: body.data.refresh_token };
}
