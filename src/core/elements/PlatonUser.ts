/**
 * The signed-in user as host pages see it in `platon-auth-login` (docs/behaviour.md §2 User). A copy of the wire type's
 * shape rather than an import, so the generated typings stand alone; the sign-in passes the session's
 * User, so the compiler keeps the two in step.
 */
export interface PlatonUser {
  id: number;
  username: string;
  fullName: string | null;
  postName: string | null;
  orgId: number | string | null;
  tin: string | null;
  pinfl: string | null;
  locale: string | null;
  permissions: string[];
  organizations: { tin?: string | null; pinfl?: string | null; name: string; nameLa?: string | null }[];
  registeredWithEimzo: boolean;
  eimzoAllowToLogin: 'legal' | 'individuals' | 'all';
  photo: string | null;
  hasOtpSecret: boolean;
}
