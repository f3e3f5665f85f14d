/** Usernames compare case-insensitively and without stray spaces, both for lookup and for rate-limit keys. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
