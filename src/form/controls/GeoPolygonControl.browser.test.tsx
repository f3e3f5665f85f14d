import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { settle } from '../../ui/testing/mountInShadow';
import { BLANK_TILES } from './maps/testing/blankTiles';
import { clickMap } from './maps/testing/clickMap';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const lat = (mounted: MountedForm) => mounted.shadow.getElementById('tf-1') as HTMLInputElement;
const lng = (mounted: MountedForm) => mounted.shadow.getElementById('tf-1-lng') as HTMLInputElement;
const mapNode = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLElement>('.pl-geo__map')!;
const listed = (mounted: MountedForm) => [...mounted.shadow.querySelectorAll('.pl-geo__point-text')].map((item) => item.textContent);
const button = (mounted: MountedForm, text: string) =>
  [...mounted.shadow.querySelectorAll('button')].find((b) => b.textContent === text || b.getAttribute('aria-label') === text)!;
const options = { env: { mapTilesUrl: BLANK_TILES } };
const area = [
  { lat: 41.3, lng: 69.2 },
  { lat: 41.32, lng: 69.25 },
  { lat: 41.28, lng: 69.27 },
];

runControlContract({
  element: { id: 1, type: 'geo_polygon', dataField: 'area', label: 'Ҳудуд' },
  sample: area,
  shownSample: ['1. 41.3, 69.2', '2. 41.32, 69.25', '3. 41.28, 69.27'],
  shown: listed,
  enter: async (mounted) => {
    await typeInto(lat(mounted), '41.5');
    await typeInto(lng(mounted), '69.1');
    await sendKeys({ press: 'Enter' });
  },
  entered: [{ lat: 41.5, lng: 69.1 }],
  options,
});

describe('geo polygon control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const mount = async (values: Record<string, unknown> = {}, override: Partial<FormElementMeta> = {}) =>
    (mounted = await mountForm([{ id: 1, type: 'geo_polygon', dataField: 'area', label: 'Ҳудуд', ...override }], { values, ...options }));

  it('adds a vertex per map click and draws the polygon from the third', async () => {
    const form = await mount();
    expect(form.shadow.querySelector('.pl-geo__empty')?.textContent).toBe('Нуқталар қўшилмаган');
    const box = mapNode(form).getBoundingClientRect();
    await clickMap(mapNode(form), -box.width / 4, -box.height / 4);
    await settle(350);
    await clickMap(mapNode(form), box.width / 4, -box.height / 4);
    expect(form.shadow.querySelector('path.pl-geo-shape--line')).toBeTruthy();
    await settle(350);
    await clickMap(mapNode(form), 0, box.height / 4);
    const points = form.form.getValues('area') as { lat: number; lng: number }[];
    expect(points).toHaveLength(3);
    expect(points[0].lng).toBeLessThan(points[1].lng);
    expect(points[2].lat).toBeLessThan(points[0].lat);
    expect(form.shadow.querySelectorAll('.pl-geo-vertex')).toHaveLength(3);
    expect(form.shadow.querySelector('path.pl-geo-shape:not(.pl-geo-shape--line)')).toBeTruthy();
    expect(listed(form)).toHaveLength(3);
  });

  it('adds three typed points, then undoes the last', async () => {
    const form = await mount();
    for (const point of area) {
      await typeInto(lat(form), String(point.lat));
      await typeInto(lng(form), String(point.lng));
      button(form, 'Нуқта қўшиш').click();
      await settle();
      // The inputs empty for the next point.
      expect([lat(form).value, lng(form).value]).toEqual(['', '']);
    }
    expect(form.form.getValues('area')).toEqual(area);
    expect(listed(form)).toEqual(['1. 41.3, 69.2', '2. 41.32, 69.25', '3. 41.28, 69.27']);
    button(form, 'Охирги нуқтани олиб ташлаш').click();
    await settle();
    expect(form.form.getValues('area')).toEqual(area.slice(0, 2));
    expect(form.shadow.querySelectorAll('.pl-geo-vertex')).toHaveLength(2);
  });

  it('removes one listed point, and clears them all', async () => {
    const form = await mount({ area });
    button(form, '2-нуқтани олиб ташлаш').click();
    await settle();
    expect(form.form.getValues('area')).toEqual([area[0], area[2]]);
    button(form, 'Тозалаш').click();
    await settle();
    expect(form.form.getValues('area')).toBeNull();
    expect(form.shadow.querySelectorAll('.pl-geo-vertex')).toHaveLength(0);
  });

  it('will not add a point until both coordinates are numbers in range', async () => {
    const form = await mount();
    await typeInto(lat(form), '41.3');
    expect(button(form, 'Нуқта қўшиш').disabled).toBe(true);
    await typeInto(lng(form), '269');
    expect(button(form, 'Нуқта қўшиш').disabled).toBe(true);
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(form.form.getValues('area') ?? null).toBeNull();
  });

  it('changes nothing when read-only', async () => {
    const form = await mount({ area }, { isReadOnly: true });
    await clickMap(mapNode(form), 10, 10);
    expect(form.form.getValues('area')).toEqual(area);
    expect(button(form, 'Охирги нуқтани олиб ташлаш').disabled).toBe(true);
    expect(button(form, '1-нуқтани олиб ташлаш')).toBeUndefined();
  });
});
