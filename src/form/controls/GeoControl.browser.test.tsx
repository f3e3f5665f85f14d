import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const pins = (mounted: MountedForm) => mounted.shadow.querySelectorAll('.pl-geo-marker');
const options = { env: { mapTilesUrl: BLANK_TILES } };

runControlContract({
  element: { id: 1, type: 'geo', dataField: 'location', label: 'Манзил' },
  sample: { lat: 41.3, lng: 69.2 },
  shownSample: ['41.3', '69.2'],
  shown: (mounted) => [lat(mounted).value, lng(mounted).value],
  enter: async (mounted) => {
    await typeInto(lat(mounted), '41.5');
    await typeInto(lng(mounted), '69.1');
  },
  entered: { lat: 41.5, lng: 69.1 },
  options,
});

describe('geo control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const mount = async (values: Record<string, unknown> = {}, override: Partial<FormElementMeta> = {}) =>
    (mounted = await mountForm([{ id: 1, type: 'geo', dataField: 'location', label: 'Манзил', ...override }], { values, ...options }));

  it('opens on the default centre and sets the clicked point', async () => {
    const form = await mount();
    expect(pins(form)).toHaveLength(0);
    await clickMap(mapNode(form));
    const picked = form.form.getValues('location') as { lat: number; lng: number };
    expect(picked.lat).toBeCloseTo(41.311081, 3);
    expect(picked.lng).toBeCloseTo(69.240562, 3);
    expect(pins(form)).toHaveLength(1);
    expect(lat(form).value).toBe(String(picked.lat));
    expect(lng(form).value).toBe(String(picked.lng));
  });

  it('reads a click east and north of the centre as a larger longitude and latitude', async () => {
    const form = await mount();
    const box = mapNode(form).getBoundingClientRect();
    await clickMap(mapNode(form), box.width / 4, -box.height / 4);
    const picked = form.form.getValues('location') as { lat: number; lng: number };
    // At zoom 12 a pixel is about 0.00034 degrees.
    expect(picked.lng).toBeGreaterThan(69.240562 + 0.002);
    expect(picked.lat).toBeGreaterThan(41.311081 + 0.002);
  });

  it('opens on the value, with its marker', async () => {
    const form = await mount({ location: { lat: 40.1, lng: 65.4 } });
    expect(pins(form)).toHaveLength(1);
    await clickMap(mapNode(form));
    const picked = form.form.getValues('location') as { lat: number; lng: number };
    expect(picked.lat).toBeCloseTo(40.1, 3);
    expect(picked.lng).toBeCloseTo(65.4, 3);
  });

  it('places the marker from typed coordinates, and the clear button removes the point', async () => {
    const form = await mount();
    await typeInto(lat(form), '41,2');
    expect(form.form.getValues('location') ?? null).toBeNull();
    await typeInto(lng(form), '69.3');
    expect(form.form.getValues('location')).toEqual({ lat: 41.2, lng: 69.3 });
    expect(pins(form)).toHaveLength(1);
    const clear = [...form.shadow.querySelectorAll('button')].find((button) => button.textContent === 'Тозалаш')!;
    clear.click();
    await settle();
    expect(form.form.getValues('location')).toBeNull();
    expect(pins(form)).toHaveLength(0);
    expect([lat(form).value, lng(form).value]).toEqual(['', '']);
  });

  it('marks an out-of-range coordinate and keeps no point', async () => {
    const form = await mount();
    await typeInto(lat(form), '95');
    await typeInto(lng(form), '69');
    expect(lat(form).getAttribute('aria-invalid')).toBe('true');
    expect(form.form.getValues('location') ?? null).toBeNull();
  });

  it('picks the map centre with Enter on the focused map', async () => {
    const form = await mount();
    mapNode(form).focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    const picked = form.form.getValues('location') as { lat: number; lng: number };
    expect(picked.lat).toBeCloseTo(41.311081, 3);
    expect(picked.lng).toBeCloseTo(69.240562, 3);
  });

  it('ignores clicks when read-only', async () => {
    const form = await mount({ location: { lat: 41.3, lng: 69.2 } }, { isReadOnly: true });
    await clickMap(mapNode(form), 60, 60);
    expect(form.form.getValues('location')).toEqual({ lat: 41.3, lng: 69.2 });
    expect([...form.shadow.querySelectorAll('button')].find((button) => button.textContent === 'Тозалаш')!.disabled).toBe(true);
  });

  it('draws tiles from the configured URL and its markers without image files', async () => {
    const form = await mount({ location: { lat: 41.3, lng: 69.2 } });
    await vi.waitFor(() => expect(form.shadow.querySelector('img.leaflet-tile')).toBeTruthy());
    expect([...form.shadow.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].every((img) => img.src === BLANK_TILES)).toBe(true);
    expect(pins(form)[0].tagName).toBe('DIV');
    // The pin is drawn by CSS: turned into a teardrop, not Leaflet's image.
    expect(getComputedStyle(pins(form)[0].querySelector('.pl-geo-marker__pin')!).transform).not.toBe('none');
    expect(form.shadow.querySelector('img.leaflet-marker-icon')).toBeNull();
    // Leaflet's stylesheet came with the map: its panes are positioned.
    expect(getComputedStyle(form.shadow.querySelector('.leaflet-pane')!).position).toBe('absolute');
  });
  it('says inside the map when its tiles cannot load, instead of a silent grey box', async () => {
    // Not an image: every tile fails, as when the tile server is unreachable.
    const broken = 'data:image/png;base64,AAAA';
    mounted = await mountForm([{ id: 1, type: 'geo', dataField: 'location', label: 'Манзил' }], { env: { mapTilesUrl: broken } });
    await vi.waitFor(() =>
      expect(mounted!.shadow.querySelector('.pl-geo__map [role="status"]')?.textContent).toBe('Харита тасвирини юклаб бўлмади'),
    );
    const notice = mounted.shadow.querySelector<HTMLElement>('.pl-geo__map [role="status"]')!;
    expect(notice.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('shows no tile notice when the tiles load', async () => {
    const form = await mount();
    await vi.waitFor(() => expect(form.shadow.querySelector('img.leaflet-tile-loaded')).toBeTruthy());
    expect(form.shadow.querySelector('.pl-geo__map [role="status"]')).toBeNull();
  });
});
