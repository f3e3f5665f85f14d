import type { ErrorViewTexts } from './ErrorView';
import type { Translate } from './useTranslator';

/**
 * The error view's texts in the user's language, with the request-id line when the failed answer named its
 * request: the page's and the table's and form's error views say the same.
 */
export function errorViewTexts(t: Translate, requestId: string | null): ErrorViewTexts {
  return {
    serverError: t('Серверда хатолик'),
    reload: t('Қайта юклаш'),
    accessDenied: t('Бу саҳифа кўришга рўхсат берилмаган'),
    home: t('Бош саҳифага'),
    notFound: t('Саҳифа топилмади'),
    requestId: requestId ? t('Сўров рақами: {0}', { 0: requestId }) : undefined,
  };
}
