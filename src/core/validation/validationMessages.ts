/**
 * The form element messages of docs/behaviour.md §5, exact, as translation keys: `{0}` is filled from the error's params.
 * WRONG_VALUE is ours: what an API client gets for a value of the wrong type (the browser never sends one).
 */
export const VALIDATION_MESSAGES = {
  checkboxRequired: 'Танлаш керак',
  passwordTooShort: 'Парол 6та дан кам бўлмаслиги керак',
  required: 'Майдонни тўлдириш керак',
  badJson: 'Хато JSON киритилган',
  dateBeforeMin: 'Сана {0} дан катта бўлиши керак',
  dateAfterMax: 'Сана {0} дан кичик бўлиши керак',
  tooFewFiles: 'Файллар сони {0} та ёки ундан кўп бўлиши керак',
  tooManyFiles: 'Файллар сони {0} та ёки ундан кам бўлиши керак',
  valueBelowMin: 'Қиймат {0} дан катта ёки тенг бўлиши керак',
  valueAboveMax: 'Қиймат {0} дан кичик ёки тенг бўлиши керак',
  tooShort: 'Майдонни узунлиги {0} та ёки ундан кўп бўлиши керак',
  tooLong: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак',
  tooManySelected: 'Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас',
  wrongValue: 'Нотўғри қиймат',
} as const;

/** docs/behaviour.md §12: passwords have at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
