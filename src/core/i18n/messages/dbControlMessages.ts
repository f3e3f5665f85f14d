/**
 * Texts of the database control page (`/system/db-control`, issue 15) and the refusals its server routes send.
 * Translations: server/seed/translations/dbControlTranslations.ts. It also uses base and other areas' texts
 * ('Маълумотлар базаси бошқаруви', 'Номи', 'Ҳажми', 'Юкланмоқда...', 'Қайта урунинг',
 * 'Маълумотларни юклашда хатолик', 'Бу саҳифа кўришга рўхсат берилмаган'), not repeated here.
 */
export const DB_CONTROL_MESSAGES = [
  // sections
  'SQL консол',
  'Жадваллар',
  'Миграциялар',
  'Секин сўровлар',
  // the console
  'SQL сўрови',
  'Бажариш',
  'Бажарилмоқда...',
  'Фақат ўқиш сўровлари (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) бажарилади. Ctrl+Enter — бажариш',
  '{0} та қатор, {1} мс',
  'Фақат биринчи {0} та қатор кўрсатилди',
  'Сўров устун қайтармади',
  'CSV юклаб олиш',
  'Excel юклаб олиш',
  'Натижа',
  // the tables
  'Схема',
  'Қаторлар',
  'тахминан',
  // the migrations
  'Бажарилган вақти',
  // the slowest
  'API йўллари',
  'SQL сўровлари',
  'Сони',
  'Ўртача, мс',
  'p95, мс',
  'Энг кўп, мс',
  'Хатолар',
  'Охирги марта',
  'Ҳали ўлчов йўқ',
  'Сўровларнинг {0}% и ўлчанади',
  'Янгилаш',
  // the server's refusals
  'Фақат ўқиш сўровларига рухсат берилган',
  'Бир вақтда фақат битта сўров юбориш мумкин',
  'Сўров {0} мс дан узоқ давом этди ва тўхтатилди',
  'SQL сўровини киритинг',
  'Маълумотлар базаси хатоси: {0}',
  'Консол ролининг бунга ҳуқуқи йўқ: {0}',
  'SQL консол ўчирилган: консол роли хавфсиз эмас ({0}). Фақат ўқий оладиган роль керак (PLATON_CONSOLE_DATABASE_URL)',
  'SQL консол ўчирилган: серверда ўқиш учун алоҳида роль йўқ ва уни яратиш ҳуқуқи ҳам йўқ. PLATON_CONSOLE_DATABASE_URL ни созланг',
  'SQL консол ҳозир ишламайди: консол роли маълумотлар базасига уланолмади ({0})',
] as const satisfies readonly string[];

export type DbControlMessage = (typeof DB_CONTROL_MESSAGES)[number];
