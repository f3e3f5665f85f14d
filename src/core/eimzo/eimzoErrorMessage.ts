import { ApiError } from '../api/ApiError';
import {
  EIMZO_INDIVIDUALS_REFUSED,
  EIMZO_INVALID_CERTIFICATE,
  EIMZO_LEGAL_REFUSED,
  EIMZO_NOT_ALLOWED,
  EIMZO_REVOKED,
} from '../api/signInContract';
import { EimzoServiceError, type EimzoServiceProblem } from './EimzoServiceError';

/** What the signature tab shows for a refused sign-in: a message key, and whether a details link goes with it. */
export interface EimzoRefusal {
  message: string;
  details: boolean;
}

const REFUSALS: Record<string, EimzoRefusal> = {
  [EIMZO_INDIVIDUALS_REFUSED]: { message: 'Тизимга фақат юридик шахслар кириши мумкин', details: false },
  [EIMZO_LEGAL_REFUSED]: { message: 'Тизимга фақат жисмоний шахслар кириши мумкин', details: false },
  [EIMZO_INVALID_CERTIFICATE]: { message: 'Калит билан имзолашда хатолик', details: false },
  [EIMZO_REVOKED]: { message: 'Электрон имзо бекор қилинган', details: true },
  [EIMZO_NOT_ALLOWED]: { message: 'Бу электрон имзо билан тизимга кириш мумкин эмас', details: true },
};

/** What the E-IMZO desktop application's failures say (src/core/eimzo/createEimzoServiceSigner). */
export const EIMZO_SERVICE_TEXTS: Record<EimzoServiceProblem, string> = {
  unavailable: 'E-IMZO дастури ишламаяпти ёки ўрнатилмаган',
  old: 'E-IMZO дастурининг версияси эски: янгисини ўрнатинг',
  apikey: 'E-IMZO бу сайтда ишлашга рухсат бермади',
  password: 'Калит пароли нотўғри',
  expired: 'Калитнинг муддати ўтган: бошқа калитни танланг',
  idcard: 'ID-карта топилмади: уни ўқиш қурилмасига қўйинг',
  refused: 'Калит билан имзолашда хатолик',
};

/**
 * The text the signature tab shows for a failed sign-in (docs/behaviour.md §9), by the server's message: the five known
 * refusals become their texts, the E-IMZO application's failures theirs (EIMZO_SERVICE_TEXTS) (revoked and not-allowed with a details link); any other server message is
 * shown as it is (the server's Uzbek texts are translation keys), a lost connection as such, and anything
 * else as 'Хатолик'.
 *
 * @example
 * try { await eimzoLogin(...) } catch (e) { setRefusal(eimzoErrorMessage(e)) }
 */
export function eimzoErrorMessage(error: unknown): EimzoRefusal {
  if (error instanceof EimzoServiceError) return { message: EIMZO_SERVICE_TEXTS[error.problem], details: false };
  if (!(error instanceof ApiError)) return { message: 'Хатолик', details: false };
  if (error.status === 0) return { message: 'Сервер билан алоқа йўқ', details: false };
  const message = (error.data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message) return { message: 'Хатолик', details: false };
  return REFUSALS[message] ?? { message, details: false };
}
