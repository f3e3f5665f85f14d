import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { FORM_DATE_FORMATS } from '../../core/form/formDateFormats';
import { inZone } from '../../core/format/inZone';
import { buildFormModel } from './formModel';
import { defaultValueOf } from './defaultValueOf';
import { newRecordValues } from './newRecordValues';
import { recordValues } from './recordValues';
import { toSaveValues } from './toSaveValues';

dayjs.extend(utc);

const elements: FormElementMeta[] = [
  { id: 1, type: 'input', dataField: 'applicant', label: 'Ариза берувчи' },
  {
    id: 2,
    type: 'tab_container',
    children: [
      { id: 3, type: 'tab', label: 'Асосий', children: [{ id: 4, type: 'number', dataField: 'amount', defaultValue: '1 500' }] },
      {
        id: 5,
        type: 'tab',
        label: 'Қўшимча',
        displayCondition: 'amount > 0',
        children: [{ id: 6, type: 'checkbox', dataField: 'urgent' }],
      },
    ],
  },
  {
    id: 7,
    type: 'select',
    dataField: 'region_id',
    data: [
      { id: 3, name: 'Тошкент' },
      { id: '04', name: 'Самарқанд' },
    ],
  },
  { id: 8, type: 'html', htmlContent: '<b>Эслатма</b>' },
  { id: 9, type: 'date', dataField: 'appeal_date', defaultValue: 'today', displayCondition: 'urgent' },
  { id: 10, type: 'button', action: 'submit', label: 'Сақлаш' },
];

describe('buildFormModel', () => {
  it('lists the fields in document order through containers, and the elements with a condition', () => {
    const model = buildFormModel({ elements });
    expect(model.fieldNames).toEqual(['applicant', 'amount', 'urgent', 'region_id', 'appeal_date']);
    expect([...model.conditional].sort()).toEqual([5, 9]);
    expect(model.byId.get(6)?.dataField).toBe('urgent');
    expect(model.byId.get(10)?.type).toBe('button');
  });
});

describe('new record values', () => {
  const now = new Date('2026-03-01T20:30:00Z'); // 2 March 01:30 in Tashkent
  it('takes defaults: today/now in the backend time zone, numbers from text, checkbox false, else null', () => {
    const { fields } = buildFormModel({ elements });
    expect(newRecordValues(fields, {}, now)).toEqual({
      applicant: null,
      amount: 1500,
      urgent: false,
      region_id: null,
      appeal_date: '2026-03-02',
    });
    expect(defaultValueOf({ id: 1, type: 'datetime', defaultValue: 'now' }, now)).toBe('2026-03-02T01:30:00+05:00');
    expect(defaultValueOf({ id: 1, type: 'datetime', defaultValue: 'today' }, now)).toBe('2026-03-02T00:00:00+05:00');
    expect(defaultValueOf({ id: 1, type: 'time', defaultValue: 'now' }, now)).toBe('01:30');
    expect(defaultValueOf({ id: 1, type: 'checkbox', defaultValue: '1' }, now)).toBe(true);
    expect(defaultValueOf({ id: 1, type: 'input', defaultValue: 'Тошкент' }, now)).toBe('Тошкент');
  });

  it("writes 'today' and 'now' in the server's formats as dayjs does, in zones west and east of UTC", () => {
    const instants = ['2026-03-01T20:30:45Z', '2024-10-27T00:30:00Z', '2024-12-31T23:59:59Z'];
    for (const zone of ['Asia/Tashkent', 'America/New_York', 'Asia/Kolkata', 'America/St_Johns', 'UTC']) {
      for (const instant of instants) {
        const at = new Date(instant);
        const local = inZone(dayjs(at), zone);
        const of = (type: 'date' | 'datetime' | 'time', defaultValue: string) => defaultValueOf({ id: 1, type, defaultValue }, at, zone);
        const where = `${instant} in ${zone}`;
        expect(of('date', 'today'), where).toBe(local.format(FORM_DATE_FORMATS.serverDate));
        expect(of('datetime', 'now'), where).toBe(local.second(0).format(FORM_DATE_FORMATS.serverDatetime));
        expect(of('datetime', 'today'), where).toBe(local.startOf('day').format(FORM_DATE_FORMATS.serverDatetime));
        expect(of('time', 'NOW'), where).toBe(local.format(FORM_DATE_FORMATS.serverTime));
      }
    }
  });

  it('presets fields named by query parameters, typed as the field keeps them, and ignores _ parameters', () => {
    const { fields } = buildFormModel({ elements });
    const values = newRecordValues(
      fields,
      { region_id: '04', amount: '12', urgent: 'true', applicant: 'Вали', _target: 'modal', other: 'x' },
      now,
    );
    expect(values).toEqual({ applicant: 'Вали', amount: 12, urgent: true, region_id: '04', appeal_date: '2026-03-02' });
    expect(newRecordValues([{ id: 1, type: 'scroll_select', dataField: 'form_id' }], { form_id: '3' })).toEqual({ form_id: 3 });
    expect(newRecordValues([{ id: 1, type: 'multiselect', dataField: 'tags', data: [{ id: 3, name: 'a' }] }], { tags: '3' })).toEqual({
      tags: [3],
    });
  });
});

describe('record values and save values', () => {
  it('starts an existing record from its values, null where missing, checkbox coerced', () => {
    const { fields } = buildFormModel({ elements });
    expect(recordValues(fields, { values: { applicant: 'Али', urgent: 1, amount: 0, extra: 'x' } })).toEqual({
      applicant: 'Али',
      amount: 0,
      urgent: true,
      region_id: null,
      appeal_date: null,
    });
  });

  it('saves only field values, normalised', () => {
    const { fields } = buildFormModel({ elements });
    expect(toSaveValues(fields, { applicant: 'Али', amount: '', urgent: 'true', __element_10: 'x', region_id: 3 })).toEqual({
      applicant: 'Али',
      amount: null,
      urgent: true,
      region_id: 3,
      appeal_date: null,
    });
  });
});
