import type { FastifyInstance } from 'fastify';
import type { OAuth2Settings } from '../../src/core/api/signInContract';
import { EIMZO_PUBLIC_API_KEYS } from '../../src/core/eimzo/createEimzoServiceSigner';
import type { AppContext } from '../AppContext';
import { signFileReferences } from '../files/signFileReferences';
import { contractRoutes } from '../http/contractRoutes';
import { dataEnvelope } from '../schemas/dataEnvelope';
import type { SignInNow } from '../settings/createSignInMethods';
import { loadProjectInfo } from '../settings/loadProjectInfo';

/** The public settings of every provider on now (docs/behaviour.md §2 `oauth2`), with the sign-in page as redirect. */
function oauth2Settings(oauth: SignInNow['oauth']): OAuth2Settings {
  const redirectUri = oauth.config.redirectUris[0] ?? '';
  return Object.assign({}, ...[...oauth.adapters.values()].map((adapter) => adapter.publicSettings(redirectUri)));
}

/** The id of the first stored file of an image field's value (a list of `{ id }`), if any. */
function uploadedFileId(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : null;
  const id = first && typeof first === 'object' ? (first as { id?: unknown }).id : null;
  return typeof id === 'string' && id ? id : null;
}

/** `GET /info`: public project settings every client reads first (docs/behaviour.md §11). */
export function registerInfoRoute(server: FastifyInstance, context: AppContext): void {
  contractRoutes(server).get(
    '/info',
    {
      schema: {
        tags: ['project'],
        summary: 'Project settings and versions; public',
        response: { 200: dataEnvelope({ $ref: 'ProjectInfo#' }) },
      },
    },
    async () => {
      const [info, signIn, profile] = await Promise.all([
        loadProjectInfo(context.db, context.version, context.demo),
        context.signIn.now(),
        context.db.selectFrom('project_profile').select('logo').where('id', '=', 1).executeTakeFirst(),
      ]);
      const logoId = uploadedFileId(profile?.logo);
      return {
        data: {
          ...info,
          // Components show on every page, before sign-in too: the stored files they name go out as signed links.
          components: info.components.map((component) => ({
            ...component,
            content: component.content && signFileReferences(component.content, context.fileLinks),
            css: component.css && signFileReferences(component.css, context.fileLinks),
          })),
          // Only the methods on now: the sign-in page offers nothing the server would refuse.
          passwordSignIn: signIn.password,
          eimzo: signIn.eimzo,
          // The site's own keys first; the vendor's public ones make localhost work in development.
          eimzoApiKeys: [...context.eimzoApiKeys, ...EIMZO_PUBLIC_API_KEYS],
          // Shown before sign-in too: a signed link, like the components' files.
          logoUrl: logoId ? context.fileLinks.urlOf({ id: logoId, kind: 'images' }) : null,
          session_cookie: context.sessionCookie !== null,
          oauth2: oauth2Settings(signIn.oauth),
        },
      };
    },
  );
}
