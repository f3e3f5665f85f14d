import type { OAuthProvider } from '../../src/core/api/signInContract';
import { createGoogleAdapter } from './googleAdapter';
import { createKeycloakAdapter } from './keycloakAdapter';
import { createLinkedinAdapter } from './linkedinAdapter';
import type { OAuthAdapter } from './OAuthAdapter';
import type { OAuthConfig } from './OAuthConfig';
import { createOneIdAdapter } from './oneIdAdapter';
import { createSsvAdapter } from './ssvAdapter';

/** One adapter per configured provider; an unconfigured one is simply absent (its button too). */
export function createOAuthAdapters(config: OAuthConfig): Map<OAuthProvider, OAuthAdapter> {
  const adapters = new Map<OAuthProvider, OAuthAdapter>();
  if (config.google) adapters.set('google', createGoogleAdapter(config.google));
  if (config.keycloak) adapters.set('keycloak', createKeycloakAdapter(config.keycloak));
  if (config.one_id) adapters.set('one_id', createOneIdAdapter(config.one_id));
  if (config.linkedin) adapters.set('linkedin', createLinkedinAdapter(config.linkedin));
  if (config.ssv) adapters.set('ssv', createSsvAdapter(config.ssv));
  return adapters;
}
