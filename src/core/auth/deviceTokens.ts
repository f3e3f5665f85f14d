import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { normalizeUsername } from './normalizeUsername';

/** A browser that signs in to many accounts (a shared desk) keeps the tokens of the last few only. */
const KEEP = 10;

type DeviceTokens = Record<string, string>;

/**
 * The device token the server gave this browser on its last sign-in to `username`: shown on the next sign-in,
 * it proves a known browser, which the server then spares the account's and the address's throttles (an
 * attacker guessing the password from elsewhere, or from the same office, cannot make the owner wait). Each
 * sign-in answers a new one. It is kept here, not in a cookie, so that it works in both session modes and on
 * pages of other origins; by itself it opens nothing (see docs/sign-in-protection.md).
 */
export function deviceTokenFor(username: string): string | undefined {
  return localStore.get<DeviceTokens>(STORAGE_KEYS.deviceTokens)?.[normalizeUsername(username)];
}

export function rememberDeviceToken(username: string, token: string | undefined): void {
  if (!token) return;
  const name = normalizeUsername(username);
  const others = Object.entries(localStore.get<DeviceTokens>(STORAGE_KEYS.deviceTokens) ?? {}).filter(([key]) => key !== name);
  localStore.set(STORAGE_KEYS.deviceTokens, Object.fromEntries([...others.slice(-(KEEP - 1)), [name, token]]));
}
