import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJobServer, type FakeJobServer } from '../../core/jobs/testing/fakeJobServer';
import { testJob } from '../../core/jobs/testing/testJob';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { THEME_PALETTES } from '../../ui/styles/themePalettes';
import { byText } from '../../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { RouteView } from '../routing/RouteView';
import { ShellContext } from '../routing/ShellContext';
import { useRouteLocation } from '../routing/useRouteLocation';
import { createShellTestServices } from '../testing/shellTestServices';

// 04:MM:05 UTC is 09:MM:05 in Tashkent, the backend's zone, which the page shows whatever the browser's zone.
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 4, minute, 5)).toISOString();

/** Three jobs, listed out of order: a running export (newest), a finished import, a finished export with its file. */
const JOBS = [
  testJob({
    id: 'j1',
    status: 'done',
    done: 500,
    total: 500,
    createdAt: at(1),
    startedAt: at(1),
    finishedAt: new Date(Date.UTC(2025, 2, 1, 4, 2, 10)).toISOString(),
    message: 'Экспорт тайёр',
    resultFileId: 'f1',
    resultFileName: 'appeals.xlsx',
  }),
  testJob({ id: 'j3', title: 'Катта ҳисобот', done: 1200, total: 50_000, createdAt: at(4), startedAt: at(4) }),
  testJob({
    id: 'j2',
    kind: 'import',
    name: 'appeals-import',
    title: 'Мурожаатларни импорт қилиш',
    status: 'failed',
    done: 30,
    total: null,
    createdAt: at(3),
    message: 'Маълумотлар импорт қилишда хатолик',
  }),
];

function CurrentRoute() {
  return <RouteView location={useRouteLocation()} />;
}

describe('/async (issue 14)', () => {
  let mounted: Mounted | undefined;
  let runtime: PlatonRuntime;
  let server: FakeJobServer;
  const downloads: string[] = [];
  beforeEach(() => setViewport({ width: 1400, height: 900 }));
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    downloads.length = 0;
  });

  async function open(jobs = JOBS) {
    const shell = createShellTestServices({ path: '/async' });
    runtime = shell.runtime;
    server = fakeJobServer(runtime, { jobs });
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        {/* The app's background, so a theme's colours are checked against what they are drawn on. */}
        <div className="pl-app" style={{ background: 'var(--platon-bg)' }}>
          <CurrentRoute />
        </div>
      </ShellContext.Provider>,
    );
    // The saved file: the <a download> click, stopped so the test browser downloads nothing.
    mounted.shadow.addEventListener(
      'click',
      (event) => {
        const anchor = event.target as HTMLAnchorElement;
        if (anchor.localName !== 'a' || !anchor.download) return;
        event.preventDefault();
        downloads.push(anchor.download);
      },
      true,
    );
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('h1')?.textContent).toBe('Фон вазифалари'), { timeout: 3000 });
    return mounted.shadow;
  }

  const rows = () => [...mounted!.shadow.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  const rowOf = (title: string) => rows().find((row) => row.querySelector('.pl-async__title')!.textContent === title)!;
  const cell = (row: HTMLTableRowElement, label: string) => [...row.cells].find((td) => td.dataset.label === label)!;
  const toasts = () => runtime.toasts.getState().toasts.map(({ variant, title, text }) => ({ variant, title, text }));

  it("lists the user's jobs newest first with kind, state, progress, times and the server's message", async () => {
    const shadow = await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(shadow.querySelector('table')!.getAttribute('aria-labelledby')).toBe(shadow.querySelector('h1')!.id);
    expect([...shadow.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Вазифа',
      'Ҳолат',
      'Бажарилиши',
      'Яратилган',
      'Давомийлиги',
      'Хабар',
      'Амаллар',
    ]);
    expect(rows().map((row) => row.querySelector('.pl-async__title')!.textContent)).toEqual([
      'Катта ҳисобот',
      'Мурожаатларни импорт қилиш',
      'Мурожаатлар',
    ]);

    const running = rowOf('Катта ҳисобот');
    expect(running.cells[0].textContent).toContain('Экспорт');
    expect(cell(running, 'Ҳолат').textContent).toBe('Бажарилмоқда');
    const bar = running.querySelector('progress')!;
    expect([bar.max, bar.value]).toEqual([50_000, 1200]);
    expect(cell(running, 'Бажарилиши').textContent).toBe('1 200 / 50 000 қатор');
    // Named by the job, described by its rows.
    expect(shadow.getElementById(bar.getAttribute('aria-labelledby')!)!.textContent).toBe('Катта ҳисобот');
    expect(shadow.getElementById(bar.getAttribute('aria-describedby')!)!.textContent).toBe('1 200 / 50 000 қатор');
    expect(cell(running, 'Яратилган').textContent).toBe('01.03.2025 09:04:05');
    expect(byText(running, 'button', 'Бекор қилиш')!.getAttribute('aria-label')).toBe('Бекор қилиш: Катта ҳисобот');
    expect(byText(running, 'button', 'Ўчириш')).toBeNull();

    const failed = rowOf('Мурожаатларни импорт қилиш');
    expect(failed.cells[0].textContent).toContain('Импорт');
    expect(cell(failed, 'Ҳолат').textContent).toBe('Бажарилмади');
    expect(failed.querySelector('progress')).toBeNull();
    expect(cell(failed, 'Бажарилиши').textContent).toBe('30 қатор');
    expect(cell(failed, 'Хабар').textContent).toBe('Маълумотлар импорт қилишда хатолик');
    expect(byText(failed, 'button', 'Юклаб олиш')).toBeNull();

    const done = rowOf('Мурожаатлар');
    expect(cell(done, 'Ҳолат').textContent).toBe('Бажарилди');
    expect(cell(done, 'Давомийлиги').textContent).toBe('1:05');
    expect(byText(done, 'button', 'Юклаб олиш')!.getAttribute('aria-label')).toBe('Юклаб олиш: appeals.xlsx');
  });

  it('downloads a result with the session under its file name', async () => {
    await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    byText<HTMLButtonElement>(rowOf('Мурожаатлар'), 'button', 'Юклаб олиш')!.click();
    await vi.waitFor(() => expect(downloads).toEqual(['appeals.xlsx']));
    expect(server.calls).toContain('GET uploads/auth/files/f1');
  });

  it('polls while a job works: its progress moves, and its end changes the row and toasts', async () => {
    await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    server.update('j3', { done: 30_000 });
    await vi.waitFor(() => expect(rowOf('Катта ҳисобот').querySelector('progress')!.value).toBe(30_000));
    server.update('j3', { status: 'done', done: 50_000, message: 'Экспорт тайёр', resultFileId: 'f3', resultFileName: 'report.xlsx' });
    await vi.waitFor(() => expect(cell(rowOf('Катта ҳисобот'), 'Ҳолат').textContent).toBe('Бажарилди'));
    expect(byText(rowOf('Катта ҳисобот'), 'button', 'Ўчириш')).not.toBeNull();
    expect(toasts()).toEqual([{ variant: 'success', title: 'Катта ҳисобот', text: 'Экспорт тайёр' }]);
    const polls = server.calls.filter((call) => call === 'GET jobs').length;
    await settle(300);
    expect(server.calls.filter((call) => call === 'GET jobs').length).toBe(polls);
  });

  it('cancels a job that works', async () => {
    await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    byText<HTMLButtonElement>(rowOf('Катта ҳисобот'), 'button', 'Бекор қилиш')!.click();
    await vi.waitFor(() => expect(cell(rowOf('Катта ҳисобот'), 'Ҳолат').textContent).toBe('Бекор қилинди'));
    expect(server.calls).toContain('POST jobs/j3/cancel');
    expect(toasts()).toEqual([{ variant: 'info', title: 'Катта ҳисобот', text: 'Иш бекор қилинди' }]);
  });

  it('deletes a finished job once confirmed, and keeps it when not', async () => {
    const shadow = await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const confirm = () => shadow.querySelector<HTMLElement>('[role="alertdialog"]');
    byText<HTMLButtonElement>(rowOf('Мурожаатлар'), 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(confirm()?.textContent).toContain('«Мурожаатлар» вазифаси ва унинг натижаси ўчирилсинми?'));
    byText<HTMLButtonElement>(confirm()!, 'button', 'Йўқ')!.click();
    await settle(20);
    expect(rows()).toHaveLength(3);
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    byText<HTMLButtonElement>(rowOf('Мурожаатлар'), 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(confirm()).not.toBeNull());
    byText<HTMLButtonElement>(confirm()!, 'button', 'Ҳа')!.click();
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.calls).toContain('DELETE jobs/j1');
  });

  it("shows a scheduled task's run read-only: its kind and outcome, no cancel or delete (issue 45)", async () => {
    const run = testJob({
      id: 'r1',
      kind: 'cron',
      name: '7',
      title: 'Кунлик тозалаш',
      status: 'failed',
      done: 0,
      total: null,
      createdAt: at(5),
      startedAt: at(5),
      finishedAt: at(6),
      message: 'Вазифа бажарилмади: division by zero',
    });
    await open([run, ...JOBS]);
    await vi.waitFor(() => expect(rows()).toHaveLength(4));
    const row = rowOf('Кунлик тозалаш');
    expect(row.cells[0].textContent).toContain('Режалаштирилган вазифа');
    expect(cell(row, 'Ҳолат').textContent).toBe('Бажарилмади');
    expect(cell(row, 'Хабар').textContent).toBe('Вазифа бажарилмади: division by zero');
    expect(row.querySelectorAll('button')).toHaveLength(0);
  });

  it('says when there is no job', async () => {
    const shadow = await open([]);
    await vi.waitFor(() => expect(shadow.querySelector('.pl-async__empty')?.textContent).toBe('Фон вазифалари йўқ'));
    expect(shadow.querySelector('table')).toBeNull();
  });

  it('shows one card per job at 420 px, each value led by its column name, with nothing wider than the screen', async () => {
    await setViewport({ width: 420, height: 800 });
    const shadow = await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const row = rowOf('Катта ҳисобот');
    expect(getComputedStyle(row).display).toBe('block');
    expect(getComputedStyle(cell(row, 'Ҳолат'), '::before').content).toBe('"Ҳолат"');
    expect(shadow.querySelector('thead')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const section = shadow.querySelector<HTMLElement>('.pl-async')!;
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(420);
  });

  it('has no accessibility violations, wide and narrow', async () => {
    const shadow = await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const audit = async () =>
      (await axe.run(mounted!.host, { resultTypes: ['violations'] })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await audit()).toEqual([]);
    await setViewport({ width: 420, height: 800 });
    await settle(50);
    expect(await audit()).toEqual([]);
    expect(shadow.querySelector('h1')).not.toBeNull();
  });

  it('keeps its texts readable in every theme', async () => {
    const shadow = await open();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    const frame = shadow.querySelector<HTMLElement>('.pl-frame')!;
    const failures: string[] = [];
    for (const key of Object.keys(THEME_PALETTES)) {
      const [theme, color] = key.split('.');
      Object.assign(frame.dataset, { theme, color });
      await settle();
      const { violations } = await axe.run(mounted!.host, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations'],
      });
      failures.push(...violations.flatMap((v) => v.nodes.map((n) => `${key}: ${n.target.join(' ')}`)));
    }
    expect(failures).toEqual([]);
  });
});
