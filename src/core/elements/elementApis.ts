import { PLATON_APP_API } from './platonAppApi';
import { PLATON_AUTH_API } from './platonAuthApi';
import { PLATON_FORM_API } from './platonFormApi';
import { PLATON_PAGE_API } from './platonPageApi';
import { PLATON_TABLE_API } from './platonTableApi';

/** Every element's API, in the order the documentation lists them. */
export const elementApis = [PLATON_APP_API, PLATON_AUTH_API, PLATON_PAGE_API, PLATON_TABLE_API, PLATON_FORM_API] as const;
