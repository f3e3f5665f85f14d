import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';

/**
 * The user-facing texts of form calls that cannot be answered. A missing or forbidden form reads like a
 * missing or forbidden page (docs/behaviour.md §9), so the browser's error view shows the same translated words; the rest
 * are ours (src/core/i18n/messages/formServerMessages.ts).
 *
 * @example
 * if (!form) return sendError(reply, 404, FORM_NOT_FOUND);
 */
export const FORM_NOT_FOUND = TABLE_NOT_FOUND;
export const FORM_FORBIDDEN = TABLE_FORBIDDEN;
/** 404 of a record call: no such record (or it was soft-deleted). */
export const RECORD_NOT_FOUND = 'Ёзув топилмади';
/** 403 of an insert, update or delete the form does not allow (can_insert, can_update, ...). */
export const ACTION_FORBIDDEN = 'Бу амални бажаришга рўхсат берилмаган';
/** 422 VALIDATION_FAILED: the message above the per-field errors. */
export const VALIDATION_FAILED_TEXT = 'Маълумотлар нотўғри киритилган';
/** 409 STALE_RECORD: someone saved (or deleted) the record since it was read. */
export const STALE_RECORD_TEXT = 'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.';
/** 409 of a delete refused by a foreign key: other records still point at this one. */
export const RECORD_IN_USE = 'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган';
/** 429 of anonymous submissions; the upload helper's text, shared (one key, one translation). */
export const TOO_MANY_SUBMISSIONS = 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг';
/** 404 of an option call for an element the form does not have; the upload helper's text, shared. */
export const ELEMENT_NOT_FOUND = 'Форма элементи топилмади';
