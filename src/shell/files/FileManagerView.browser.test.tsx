import { sendKeys, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testManagedFile } from '../../core/files/testing/testManagedFile';
import { THEME_PALETTES } from '../../ui/styles/themePalettes';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import { fileManagerHarness } from './testing/fileManagerHarness';

describe('/system/file-manager (issue 14)', () => {
  const fm = fileManagerHarness();
  beforeEach(() => setViewport({ width: 1366, height: 900 }));
  afterEach(() => fm.close());
  const breadcrumb = () => [...fm.mounted.shadow.querySelectorAll('nav[aria-label="Жойлашув"] li')].map((li) => li.textContent);

  it('shows the categories with their counts and sizes, and opens one by its link into the address', async () => {
    await fm.open('/system/file-manager');
    const nav = await vi.waitFor(() => {
      const found = fm.mounted.shadow.querySelector<HTMLElement>('nav[aria-label="Тоифалар"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const links = [...nav.querySelectorAll('a')];
    expect(
      links.map((a) => [a.querySelector('.pl-fm__category-name')!.textContent, a.querySelector('.pl-fm__category-stats')!.textContent]),
    ).toEqual([
      ['Ҳужжатлар', '4 та файл · 3 MB'],
      ['Форма файллари', '1 та файл · 4.9 KB'],
    ]);
    expect(fm.mounted.shadow.querySelector('.pl-fm__empty')!.textContent).toBe('Тоифани танланг');
    expect(fm.server.calls).toEqual(['GET file-manager/categories']);

    links[0].click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['drafts', 'reports', 'contract.pdf', 'logo.png']));
    expect(fm.router.getLocation().path).toBe('/system/file-manager/1');
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(breadcrumb()).toEqual(['Файл менежери', 'Ҳужжатлар']);
    expect(fm.server.listings.at(-1)).toEqual({ category: '1', folder: '', search: undefined, sort: 'name', order: 1, page: 1 });
  });

  it('lists folders first as links, then files with size, extension, creation time and an orphan badge', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    expect([...fm.mounted.shadow.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/[▲▼↕]/g, ''))).toEqual([
      'Номи',
      'Ҳажми',
      'Кенгайтма',
      'Яратилган',
      'Амаллар',
    ]);
    const folder = fm.rows()[0];
    expect(folder.querySelector('a')!.getAttribute('href')).toBe('/system/file-manager/1/drafts');
    expect(fm.cell(folder, 'Кенгайтма').textContent).toBe('Папка');

    const contract = fm.rowOf('contract.pdf');
    expect([
      fm.cell(contract, 'Ҳажми').textContent,
      fm.cell(contract, 'Кенгайтма').textContent,
      fm.cell(contract, 'Яратилган').textContent,
    ]).toEqual(['1.5 KB', 'pdf', '01.03.2025 09:04:05']);
    expect(contract.querySelector('.pl-fm__badge')).toBeNull();
    const badge = fm.rowOf('logo.png').querySelector<HTMLElement>('.pl-fm__badge')!;
    expect(badge.textContent).toBe('Эгасиз');
    expect(badge.title).toBe('Бу файл ҳеч бир ёзувда сақланмаган: маълум вақтдан сўнг у ўзи ўчирилади');
    expect(fm.cell(fm.rowOf('logo.png'), 'Ҳажми').textContent).toBe('3 MB');
    expect(byText(contract, 'button', 'Ўчириш')!.getAttribute('aria-label')).toBe('Ўчириш: contract.pdf');
  });

  it('walks into folders and back up by the breadcrumb, each step in the address; Back and a reload return', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    byText<HTMLAnchorElement>(fm.mounted.shadow, 'tbody a', 'reports')!.click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['2025']));
    expect(fm.router.getLocation().path).toBe('/system/file-manager/1/reports');
    byText<HTMLAnchorElement>(fm.mounted.shadow, 'tbody a', '2025')!.click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['act-2025.pdf']));
    expect(fm.router.getLocation().path).toBe('/system/file-manager/1/reports/2025');
    expect(breadcrumb()).toEqual(['Файл менежери', 'Ҳужжатлар', 'reports', '2025']);
    expect(fm.mounted.shadow.querySelector('nav[aria-label="Жойлашув"] li:last-child')!.getAttribute('aria-current')).toBe('page');

    byText<HTMLAnchorElement>(fm.mounted.shadow, 'nav[aria-label="Жойлашув"] a', 'reports')!.click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['2025']));
    byText<HTMLAnchorElement>(fm.mounted.shadow, 'nav[aria-label="Жойлашув"] a', 'Ҳужжатлар')!.click();
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    fm.router.back();
    await vi.waitFor(() => expect(fm.router.getLocation().path).toBe('/system/file-manager/1/reports'));
    await vi.waitFor(() => expect(fm.names()).toEqual(['2025']));

    // A reload is a fresh mount at the address.
    await fm.open('/system/file-manager/1/reports/2025');
    await vi.waitFor(() => expect(fm.names()).toEqual(['act-2025.pdf']));
    expect(breadcrumb()).toEqual(['Файл менежери', 'Ҳужжатлар', 'reports', '2025']);
  });

  it('sorts by a column header, turning it around on the second click, with aria-sort', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const sortedBy = () =>
      [...fm.mounted.shadow.querySelectorAll('thead th[aria-sort]')].map((th) => [
        th.textContent!.replace(/[▲▼↕]/g, ''),
        th.getAttribute('aria-sort'),
      ]);
    expect(sortedBy()).toEqual([['Номи', 'ascending']]);
    fm.sortButton('Ҳажми').click();
    await vi.waitFor(() => expect(sortedBy()).toEqual([['Ҳажми', 'ascending']]));
    await vi.waitFor(() => expect(fm.names()).toEqual(['drafts', 'reports', 'contract.pdf', 'logo.png']));
    expect(fm.router.getLocation().fullPath).toBe('/system/file-manager/1?sort=size');
    fm.sortButton('Ҳажми').click();
    await vi.waitFor(() => expect(sortedBy()).toEqual([['Ҳажми', 'descending']]));
    await vi.waitFor(() => expect(fm.names()).toEqual(['drafts', 'reports', 'logo.png', 'contract.pdf']));
    expect(fm.server.listings.at(-1)).toMatchObject({ sort: 'size', order: -1, page: 1 });
    fm.sortButton('Яратилган').click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['drafts', 'reports', 'logo.png', 'contract.pdf']));
    expect(fm.server.listings.at(-1)).toMatchObject({ sort: 'createdAt', order: 1 });
  });

  it('searches the whole category once typing pauses, saying where each hit lives', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const before = fm.server.listings.length;
    const input = fm.mounted.shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(fm.mounted.shadow.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Қидириш');
    input.focus();
    await sendKeys({ type: 'act-' });
    await settle(150);
    expect(fm.server.listings.length).toBe(before);
    await vi.waitFor(() => expect(fm.names()).toEqual(['act-2025.pdf', 'act-draft.txt']));
    expect(fm.rows().map((row) => row.querySelector('.pl-fm__folder')!.textContent)).toEqual(['/reports/2025', '/drafts']);
    expect(fm.server.listings.slice(before)).toEqual([{ category: '1', folder: '', search: 'act-', sort: 'name', order: 1, page: 1 }]);
    expect(fm.router.getLocation().fullPath).toBe('/system/file-manager/1?search=act-');
    expect(input.value).toBe('act-');

    input.select();
    await sendKeys({ type: 'zzz' });
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('.pl-fm__empty')?.textContent).toBe('Натижа топилмади'));
  });

  it('pages a long folder with the pager, the page in the address', async () => {
    const many = Array.from({ length: 120 }, (_, i) => testManagedFile({ id: `m${i}`, name: `file-${String(i).padStart(3, '0')}.txt` }));
    await fm.open('/system/file-manager/1', { files: many });
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(50));
    const pager = fm.mounted.shadow.querySelector<HTMLElement>('nav.pl-pager')!;
    expect(pager.querySelector('.pl-pager__total')!.textContent).toBe('Жами: 120');
    expect(pager.querySelector('select')).toBeNull();
    byText<HTMLButtonElement>(pager, 'button', '3')!.click();
    await vi.waitFor(() => expect(fm.names()[0]).toBe('file-100.txt'));
    expect(fm.rows()).toHaveLength(20);
    expect(fm.router.getLocation().fullPath).toBe('/system/file-manager/1?page=3');
    expect(byText(fm.mounted.shadow, '.pl-pager button', '3')!.getAttribute('aria-current')).toBe('page');
    fm.mounted.shadow.querySelector<HTMLButtonElement>('.pl-pager button[aria-label="Олдинги саҳифа"]')!.click();
    await vi.waitFor(() => expect(fm.names()[0]).toBe('file-050.txt'));
  });

  it('says when a folder is empty', async () => {
    await fm.open('/system/file-manager/1/nothing-here');
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('.pl-fm__empty')?.textContent).toBe('Бу папкада файл йўқ'));
    expect(fm.mounted.shadow.querySelector('table')).toBeNull();
  });

  it('offers no upload where the category takes none', async () => {
    await fm.open('/system/file-manager/forms');
    await vi.waitFor(() => expect(fm.names()).toEqual(['passport.jpg']));
    expect(fm.mounted.shadow.querySelector('.pl-fm__upload')).toBeNull();
  });

  it('shows the access-denied view to a user without the permission, asking nothing, and when the server says 403', async () => {
    await fm.open('/system/file-manager/1', { user: { permissions: ['reports.view'] } });
    expect(fm.mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Бу саҳифа кўришга рўхсат берилмаган');
    expect(byText(fm.mounted.shadow, 'button', 'Бош саҳифага')).not.toBeNull();
    await settle(50);
    expect(fm.server.calls).toEqual([]);

    // An administrator of the product is let in.
    await fm.open('/system/file-manager', { user: { permissions: ['platon.admin'] } });
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('nav[aria-label="Тоифалар"]')).not.toBeNull());

    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    fm.server.forbidden = true;
    fm.sortButton('Ҳажми').click();
    await vi.waitFor(() =>
      expect(fm.mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Бу саҳифа кўришга рўхсат берилмаган'),
    );
    expect(fm.mounted.shadow.querySelector('table')).toBeNull();
  });

  it('fits a row and its buttons in the body a 1366 px screen leaves beside the sidebar', async () => {
    await setViewport({ width: 1100, height: 800 });
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const listing = fm.mounted.shadow.querySelector<HTMLElement>('.pl-fm__listing')!;
    expect(listing.scrollWidth).toBeLessThanOrEqual(listing.clientWidth);
    const remove = byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Ўчириш')!;
    expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(listing.getBoundingClientRect().right);
    expect(getComputedStyle(fm.rowOf('contract.pdf')).display).toBe('table-row');
  });

  it('shows one card per file at 420 px, each value led by its column name, with nothing wider than the screen', async () => {
    await setViewport({ width: 420, height: 800 });
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const row = fm.rowOf('contract.pdf');
    expect(getComputedStyle(row).display).toBe('block');
    expect(getComputedStyle(fm.cell(row, 'Ҳажми'), '::before').content).toBe('"Ҳажми"');
    const section = fm.mounted.shadow.querySelector<HTMLElement>('.pl-fm')!;
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(420);
    // The categories come above the listing, and the sort buttons stay reachable.
    expect(fm.mounted.shadow.querySelector('.pl-fm__categories')!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      fm.mounted.shadow.querySelector('.pl-fm__main')!.getBoundingClientRect().top,
    );
    expect(fm.sortButton('Ҳажми').getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('has no accessibility violations, wide and narrow, with the dialogs open too', async () => {
    await fm.open('/system/file-manager/1', {
      usage: { f1: [{ form: 'appeals', title: 'Мурожаатлар', field: 'attachments', recordId: '42' }] },
    });
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const audit = async () =>
      (await axe.run(fm.mounted.host, { resultTypes: ['violations'] })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await audit()).toEqual([]);
    byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Қаерда ишлатилган')!.click();
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('[role="dialog"] .pl-fm__usage')).not.toBeNull());
    expect(await audit()).toEqual([]);
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('[role="dialog"]')).toBeNull());
    await setViewport({ width: 420, height: 800 });
    await settle(50);
    expect(await audit()).toEqual([]);
  });

  it('keeps its texts readable in every theme', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const frame = fm.mounted.shadow.querySelector<HTMLElement>('.pl-frame')!;
    const failures: string[] = [];
    for (const key of Object.keys(THEME_PALETTES)) {
      const [theme, color] = key.split('.');
      Object.assign(frame.dataset, { theme, color });
      await settle();
      const { violations } = await axe.run(fm.mounted.host, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations'],
      });
      failures.push(...violations.flatMap((v) => v.nodes.map((n) => `${key}: ${n.target.join(' ')}`)));
    }
    expect(failures).toEqual([]);
  });
});
