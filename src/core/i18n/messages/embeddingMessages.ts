/**
 * Shell texts of elements embedded in host pages (start-up on another origin). Translations:
 * server/seed/translations/embeddingTranslations.ts.
 */
export const EMBEDDING_MESSAGES = [
  // the server answers, but not to this page's origin (PLATON_CORS_ORIGINS); {0} is the page's origin
  'Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган',
] as const satisfies readonly string[];

export type EmbeddingMessage = (typeof EMBEDDING_MESSAGES)[number];
