import { describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../api/formMeta';
import { evaluateExpression } from '../expression/sandbox/evaluateExpression';
import { formatDateBound } from '../form/formatDateBound';
import { validateElement, type ValidationContext } from './validateElement';
import { validateValues } from './validateValues';

const create: ValidationContext = { isEdit: false, values: {}, evaluate: evaluateExpression, formatDateBound };
const edit: ValidationContext = { ...create, isEdit: true };
const el = (type: FormElementMeta['type'], extra: Partial<FormElementMeta> = {}): FormElementMeta => ({
  id: 1,
  type,
  dataField: 'f',
  ...extra,
});
const check = (element: FormElementMeta, value: unknown, context = create) => validateElement(element, value, context);

describe('validateElement: the docs/behaviour.md §5 messages', () => {
  it('required: empty text, blank text, null, empty list and empty object', () => {
    for (const value of [undefined, null, '', '   ', [], {}])
      expect(check(el('input', { isRequired: true }), value)).toEqual({ message: 'Майдонни тўлдириш керак' });
    expect(check(el('input', { isRequired: true }), 'x')).toBeNull();
    expect(check(el('int', { isRequired: true }), 0)).toBeNull();
  });

  it('a required checkbox must be true', () => {
    expect(check(el('checkbox', { isRequired: true }), false)).toEqual({ message: 'Танлаш керак' });
    expect(check(el('checkbox', { isRequired: true }), null)).toEqual({ message: 'Танлаш керак' });
    expect(check(el('checkbox', { isRequired: true }), true)).toBeNull();
    expect(check(el('checkbox'), false)).toBeNull();
  });

  it('a password under 6 characters only when creating', () => {
    expect(check(el('password'), '12345')).toEqual({ message: 'Парол 6та дан кам бўлмаслиги керак' });
    expect(check(el('password'), '123456')).toBeNull();
    expect(check(el('password'), '12345', edit)).toBeNull();
    expect(check(el('password'), '')).toBeNull();
    // Required, but editing: empty keeps the stored password, which the form never shows.
    expect(check({ ...el('password'), isRequired: true }, '', edit)).toBeNull();
    expect(check({ ...el('password'), isRequired: true }, null, edit)).toBeNull();
    expect(check({ ...el('password'), isRequired: true }, '')).toEqual({ message: 'Майдонни тўлдириш керак' });
  });

  it('raw json must parse unless empty', () => {
    expect(check(el('raw_json'), '{"a":')).toEqual({ message: 'Хато JSON киритилган' });
    expect(check(el('raw_json'), '{"a": [1, 2]}')).toBeNull();
    expect(check(el('raw_json'), '')).toBeNull();
  });

  it('date bounds are whole days, shown in the display format', () => {
    const date = el('date', { minDate: '2026-01-05', maxDate: '2026-01-10' });
    expect(check(date, '2026-01-04')).toEqual({ message: 'Сана {0} дан катта бўлиши керак', params: ['05.01.2026'] });
    expect(check(date, '2026-01-11')).toEqual({ message: 'Сана {0} дан кичик бўлиши керак', params: ['10.01.2026'] });
    expect(check(date, '2026-01-05')).toBeNull();
    expect(check(date, '2026-01-10')).toBeNull();
    expect(check(el('date', { minDate: '2026-01-05', maxDate: '2026-01-05' }), '2026-01-05')).toBeNull();
    // A caller without the formatter (it brings dayjs) still refuses, naming the bound as stored.
    expect(check(date, '2026-01-04', { ...create, formatDateBound: undefined })).toEqual({
      message: 'Сана {0} дан катта бўлиши керак',
      params: ['2026-01-05'],
    });
  });

  it('datetime bounds use minDatetime and maxDatetime, shown in Tashkent time', () => {
    const datetime = el('datetime', { minDatetime: '2026-01-05T04:00:00Z', maxDatetime: '2026-01-06T04:00:00Z' });
    expect(check(datetime, '2026-01-05T08:59:00+05:00')).toEqual({
      message: 'Сана {0} дан катта бўлиши керак',
      params: ['05.01.2026 09:00'],
    });
    expect(check(datetime, '2026-01-06T09:01:00+05:00')).toEqual({
      message: 'Сана {0} дан кичик бўлиши керак',
      params: ['06.01.2026 09:00'],
    });
    expect(check(datetime, '2026-01-05T12:00:00+05:00')).toBeNull();
  });

  it('file counts', () => {
    const file = { id: 'a', name: 'a.pdf', size: 1, extension: 'pdf', createdAt: '', kind: 'files' };
    const files = el('file', { minCount: 2, maxCount: 3 });
    expect(check(files, [file])).toEqual({ message: 'Файллар сони {0} та ёки ундан кўп бўлиши керак', params: [2] });
    expect(check(files, [file, file, file, file])).toEqual({ message: 'Файллар сони {0} та ёки ундан кам бўлиши керак', params: [3] });
    expect(check(files, [file, file])).toBeNull();
  });

  it('number bounds, inclusive', () => {
    const number = el('number', { minValue: 1, maxValue: 10 });
    expect(check(number, 0.5)).toEqual({ message: 'Қиймат {0} дан катта ёки тенг бўлиши керак', params: [1] });
    expect(check(number, 10.01)).toEqual({ message: 'Қиймат {0} дан кичик ёки тенг бўлиши керак', params: [10] });
    expect(check(number, 1)).toBeNull();
    expect(check(number, 10)).toBeNull();
  });

  it('text length bounds', () => {
    const text = el('textarea', { minLength: 3, maxLength: 5 });
    expect(check(text, 'ab')).toEqual({ message: 'Майдонни узунлиги {0} та ёки ундан кўп бўлиши керак', params: [3] });
    expect(check(text, 'abcdef')).toEqual({ message: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак', params: [5] });
    expect(check(text, 'abc')).toBeNull();
  });

  it('a multiple select holds at most selectionCount options', () => {
    expect(check(el('multiselect', { selectionCount: 2 }), [1, 2, 3])).toEqual({
      message: 'Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас',
      params: [2],
    });
    expect(check(el('multiselect', { selectionCount: 2 }), [1, 2])).toBeNull();
  });

  it('refuses values of the wrong type (what an API client may send)', () => {
    expect(check(el('int'), 2.5)).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('number'), '12')).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('date'), '05.01.2026')).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('time'), '25:00')).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('select'), { id: 1 })).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('file'), ['a'])).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('geo'), { lat: 'x', lng: 1 })).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('key_value'), { a: 1 })).toEqual({ message: 'Нотўғри қиймат' });
    expect(check(el('input'), 5)).toEqual({ message: 'Нотўғри қиймат' });
  });

  it('a custom validator adds its message, and a broken one passes', () => {
    const element = el('input', { customValidator: "value == applicant ? 'Ўзини кўрсатиш мумкин эмас' : ''" });
    expect(check(element, 'Ali', { ...create, values: { applicant: 'Ali' } })).toEqual({ message: 'Ўзини кўрсатиш мумкин эмас' });
    expect(check(element, 'Vali', { ...create, values: { applicant: 'Ali' } })).toBeNull();
    expect(check(el('input', { customValidator: 'constructor' }), 'x')).toBeNull();
  });
});

describe('validateValues', () => {
  const elements: FormElementMeta[] = [
    { id: 1, type: 'input', dataField: 'name', isRequired: true },
    { id: 2, type: 'checkbox', dataField: 'urgent' },
    { id: 3, type: 'textarea', dataField: 'note', isRequired: true, displayCondition: 'urgent' },
    { id: 4, type: 'fieldset', displayCondition: 'urgent', children: [{ id: 5, type: 'input', dataField: 'reason', isRequired: true }] },
    { id: 6, type: 'input', dataField: 'code', isRequired: true, isReadOnly: true },
  ];

  it('checks visible, editable fields only, hidden containers with their children', () => {
    expect(validateValues(elements, { urgent: false }, { isEdit: false, evaluate: evaluateExpression })).toEqual({
      name: { message: 'Майдонни тўлдириш керак' },
    });
    expect(Object.keys(validateValues(elements, { urgent: true }, { isEdit: false, evaluate: evaluateExpression }))).toEqual([
      'name',
      'note',
      'reason',
    ]);
  });
});
