import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../api/formContract';
import type { TableDefinition } from '../api/tableContract';
import { PageI18n } from './PageI18n';
import { definedTextLookup } from './definedTextLookup';
import { mapTextLookup } from './mapTextLookup';
import { translateFormDefinition } from './translateFormDefinition';
import { translateLabel } from './translateLabel';
import { translateTableDefinition } from './translateTableDefinition';

const EN = mapTextLookup({
  'Барча мурожаатлар': 'All appeals',
  Ариза: 'Application',
  Рақами: 'Number',
  'Мурожаат рақами': 'Appeal number',
  Ҳудуд: 'Region',
  'Ҳудудни танланг': 'Choose a region',
  Очиш: 'Open',
  'Янги мурожаат': 'New appeal',
  'Барча элементлар': 'All elements',
  Матн: 'Text',
  Сарлавҳа: 'Title',
  'Камида 3 та белги': 'At least 3 characters',
  '3 тадан 100 тагача белги': '3 to 100 characters',
  Нархи: 'Price',
  Сумма: 'Amount',
  сўм: 'sum',
  Сақлаш: 'Save',
  'Ctrl+S': 'Ctrl+S',
  'макс. 100': 'max 100',
  '<p>Салом</p>': '<p>Hello</p>',
});

describe('translateTableDefinition', () => {
  const table: TableDefinition = {
    props: { title: 'Барча мурожаатлар' } as TableDefinition['props'],
    columns: [
      { id: 1, title: 'Ариза', children: [{ id: 2, title: 'Рақами', hint: 'Мурожаат рақами', dataField: 'number' }] },
      { id: 3, title: 'ID', dataField: 'id' },
    ],
    filters: [{ id: 1, level: 1, type: 'select', dataField: 'region_id', label: 'Ҳудуд', placeholder: 'Ҳудудни танланг' }],
    buttons: [
      { id: 1, level: 1, label: 'Янги мурожаат', link: '/forms/appeals', position: 'top' },
      { id: 2, level: 1, label: 'Очиш', link: '/forms/appeals/{id}', position: 'row' },
    ],
    columnConfig: { titles: { '2': 'Менинг номим' } },
  };

  it('translates the title, columns with their groups and hints, filters and buttons', () => {
    const shown = translateTableDefinition(table, EN);
    expect(shown.props.title).toBe('All appeals');
    expect(shown.columns[0].title).toBe('Application');
    expect(shown.columns[0].children![0]).toMatchObject({ title: 'Number', hint: 'Appeal number', dataField: 'number' });
    expect(shown.filters[0]).toMatchObject({ label: 'Region', placeholder: 'Choose a region' });
    expect(shown.buttons.map((button) => button.label)).toEqual(['New appeal', 'Open']);
  });

  it('keeps untranslated texts and the user’s own titles as they are, and adds no empty keys', () => {
    const shown = translateTableDefinition(table, EN);
    expect(shown.columns[1]).toEqual({ id: 3, title: 'ID', dataField: 'id' });
    expect(shown.columnConfig).toEqual({ titles: { '2': 'Менинг номим' } });
    expect(table.props.title).toBe('Барча мурожаатлар');
  });
});

describe('translateFormDefinition', () => {
  const form: FormDefinition = {
    props: { title: 'Барча элементлар' } as FormDefinition['props'],
    elements: [
      {
        id: 1,
        type: 'tab',
        label: 'Матн',
        children: [
          {
            id: 2,
            type: 'input',
            dataField: 'title',
            label: 'Сарлавҳа',
            placeholder: 'Камида 3 та белги',
            hint: '3 тадан 100 тагача белги',
            addonElementsRight: [{ text: 'макс. 100' }, { icon: 'fa-x' }],
          },
          { id: 3, type: 'number', dataField: 'price', label: 'Нархи|Сумма|сўм|Солиқсиз' },
        ],
      },
      { id: 4, type: 'button', label: 'Сақлаш', shortKeyLabel: 'Ctrl+S' },
      { id: 5, type: 'html', htmlContent: '<p>Салом</p>' },
    ],
  };

  it('translates the title, tabs, labels part by part, placeholders, hints, addons and buttons', () => {
    const shown = translateFormDefinition(form, EN);
    expect(shown.props.title).toBe('All elements');
    const [tab, button] = shown.elements;
    expect(tab.label).toBe('Text');
    expect(tab.children![0]).toMatchObject({ label: 'Title', placeholder: 'At least 3 characters', hint: '3 to 100 characters' });
    expect(tab.children![0].addonElementsRight).toEqual([{ text: 'max 100' }, { icon: 'fa-x' }]);
    // 'Солиқсиз' has no translation: that part stays Uzbek (docs/behaviour.md §2 fallback), the others are translated.
    expect(tab.children![1].label).toBe('Price|Amount|sum|Солиқсиз');
    expect(button).toEqual({ id: 4, type: 'button', label: 'Save', shortKeyLabel: 'Ctrl+S' });
    expect(shown.elements[2].htmlContent).toBe('<p>Hello</p>');
  });
});

describe('translateLabel', () => {
  it('prefers a translation of the whole label and keeps empty parts in place', () => {
    const lookup = mapTextLookup({ 'Сумма||сўм': 'Sum (whole)', Телефон: 'Phone' });
    expect(translateLabel('Сумма||сўм', lookup)).toBe('Sum (whole)');
    expect(translateLabel('|Телефон', lookup)).toBe('|Phone');
    expect(translateLabel(null, lookup)).toBeNull();
  });
});

describe('definedTextLookup', () => {
  it('reads the current language of the page’s translations, as written, with the Uzbek text as fallback', async () => {
    const i18n = new PageI18n();
    i18n.addBundle('ru', { Сана: 'Дата', 'Итого: {0}': 'Всего' });
    await i18n.changeLanguage('ru');
    const lookup = definedTextLookup(i18n);
    expect(lookup('Сана')).toBe('Дата');
    expect(lookup('Итого: {0}')).toBe('Всего');
    expect(lookup('Нет: {0}')).toBe('Нет: {0}');
    await i18n.changeLanguage('uz');
    expect(definedTextLookup(i18n)('Сана')).toBe('Сана');
  });
});
