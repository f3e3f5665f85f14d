import type { SignInMethodProps } from '../SignInMethodProps';

/** Digital-signature sign-in (SPEC §4): choose a key, sign the server's challenge, sign in. */
export function SignatureSignIn(_props: SignInMethodProps) {
  return null;
}
