import type { SignInMethodProps } from '../SignInMethodProps';

/** Social and single sign-on (SPEC §4): a button per configured provider, and the way back from it. */
export function SocialSignIn(_props: SignInMethodProps) {
  return null;
}
