import type { EmbeddingMessage } from '../../../src/core/i18n/messages/embeddingMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of embedded elements in every non-default locale (uz is the key itself). */
export const EMBEDDING_TRANSLATIONS: AreaTranslations<EmbeddingMessage> = {
  la: {
    'Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган':
      'Server bu sahifaning manzilidan ({0}) kelgan soʻrovlarga ruxsat bermagan',
  },
  ru: {
    'Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган': 'Сервер не разрешает запросы с адреса этой страницы ({0})',
  },
  en: {
    'Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган':
      'The server does not allow requests from this page’s address ({0})',
  },
  qq: {
    'Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган':
      'Server bul betiniń mánzilinen ({0}) kelgen sorawlarǵa ruqsat bermegen',
  },
  km: {},
};
