import { ApiError } from '../../core/api/ApiError';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../core/api/apiClient';
import { fakeJobServer, type FakeJobServer } from '../../core/jobs/testing/fakeJobServer';
import { testJob } from '../../core/jobs/testing/testJob';
import { byText } from '../../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { ShellContext } from '../routing/ShellContext';
import { createShellTestServices, type ShellTestServices } from '../testing/shellTestServices';
import { ImportHost } from './ImportHost';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

const IMPORT_JOB = testJob({
  id: 'i1',
  kind: 'import',
  name: 'appeals-import',
  title: 'Мурожаатларни импорт қилиш',
  status: 'queued',
  done: 0,
  total: null,
  startedAt: null,
});

describe('ImportHost (docs/behaviour.md §1 /import links; issue 14 background imports)', () => {
  let mounted: Mounted | undefined;
  let restoreClick: (() => void) | undefined;
  afterEach(async () => {
    restoreClick?.();
    await mounted?.unmount();
    mounted = undefined;
  });

  /** The import's routes; its POST answers `answer` (a finished import, or a job the server took the file as). */
  async function open(answer: () => unknown) {
    const shell: ShellTestServices = createShellTestServices();
    const server: FakeJobServer = fakeJobServer(shell.runtime, {
      files: { r1: 'report bytes' },
      fallback: async (path: string, options: RequestOptions) => {
        if (path === 'import/appeals-import' && (options.method ?? 'GET') === 'GET') return { data: { columns: ['Исм'] } };
        if (path === 'import/appeals-import' && options.method === 'POST') {
          const body = answer() as { data?: { id?: string } };
          if (body.data?.id) server.jobs.unshift(structuredClone(body.data) as never);
          return body;
        }
        throw new Error(`unexpected ${path}`);
      },
    });
    const closes: number[] = [];
    // The saved file: ImportHost clicks an anchor it never attaches; caught here so nothing downloads.
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    restoreClick = () => (HTMLAnchorElement.prototype.click = click);
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        <ImportHost path="appeals-import" onClose={() => closes.push(1)} />
      </ShellContext.Provider>,
    );
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Исм\nАли'], 'appeals.csv', { type: 'text/csv' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(20);
    byText<HTMLButtonElement>(dialog, 'button', 'Юклаш')!.click();
    return {
      shell,
      server,
      dialog,
      closes,
      saved,
      toasts: () => shell.runtime.toasts.getState().toasts.map(({ variant, title, text }) => ({ variant, title, text })),
    };
  }

  it('closes with the toast when the server imported the file at once', async () => {
    const { closes, toasts, server } = await open(() => ({ message: 'Маълумотлар импорт қилинди', data: { inserted: 1, updated: 0 } }));
    await vi.waitFor(() => expect(closes).toHaveLength(1));
    // The spec's words, and what was written (issue 43).
    expect(toasts()).toEqual([
      { variant: 'success', title: 'Маълумотлар импорт қилинди', text: '1 та қатор қўшилди, 0 та қатор янгиланди' },
    ]);
    expect(server.calls.filter((call) => call.includes('jobs'))).toEqual([]);
  });

  it('shows a refused file’s cells in the dialog and no red toast saying it again (issue 43)', async () => {
    const refusal = {
      statusCode: 422,
      message: 'Маълумотлар импорт қилишда хатолик',
      rows: 1,
      errors: [{ row: 2, column: 'Исм', message: 'Майдонни тўлдириш керак' }],
      reportFileId: 'r1',
    };
    const { dialog, closes, toasts } = await open(() => {
      throw new ApiError(422, refusal);
    });
    await vi.waitFor(() =>
      expect(dialog.querySelector('.pl-import__summary')?.textContent).toBe('Файлда 1 та хато топилди, ҳеч нарса ёзилмади'),
    );
    expect(closes).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it("shows a background import's rows live, then the refused cells and the report when it fails", async () => {
    const { dialog, server, closes, saved, toasts } = await open(() => ({ data: IMPORT_JOB }));
    const status = dialog.querySelector<HTMLElement>('.pl-import__status')!;
    expect(status.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(status.textContent).toBe('Файл катта: импорт фонда давом этмоқда. Ойнани ёпсангиз ҳам у тугалланади'));
    const bar = () => dialog.querySelector<HTMLProgressElement>('.pl-import__job progress')!;
    // Not counted yet: the bar only says that it works.
    expect(bar().position).toBe(-1);
    expect(bar().getAttribute('aria-label')).toBe('Импорт жараёни');
    expect(byText<HTMLButtonElement>(dialog, 'button', 'Юклаш')!.disabled).toBe(true);
    expect(dialog.querySelector<HTMLInputElement>('input[type="file"]')!.disabled).toBe(true);
    expect(byText(dialog, '.pl-dialog__footer button', 'Ёпиш')).not.toBeNull();

    server.update('i1', { status: 'running', done: 1200, total: 5000 });
    await vi.waitFor(() => expect(dialog.querySelector('.pl-import__job')!.textContent).toBe('1 200 / 5 000 қатор'));
    expect([bar().value, bar().max]).toEqual([1200, 5000]);
    expect(dialog.querySelector(`#${CSS.escape(bar().getAttribute('aria-describedby')!)}`)!.textContent).toBe('1 200 / 5 000 қатор');

    const errors = [
      { row: 3, column: 'Исм', message: 'Майдонни тўлдириш керак' },
      { row: 9, column: 'Сана', message: 'Хато сана' },
    ];
    server.update('i1', {
      status: 'failed',
      message: 'Маълумотлар импорт қилишда хатолик',
      detail: { rows: 5000, errors },
      resultFileId: 'r1',
      resultFileName: 'appeals-errors.xlsx',
    });
    await vi.waitFor(() =>
      expect(dialog.querySelector('.pl-import__summary')?.textContent).toBe('Файлда 2 та хато топилди, ҳеч нарса ёзилмади'),
    );
    expect(dialog.querySelector('.pl-import__job')).toBeNull();
    expect(status.textContent).toBe('');
    expect([...dialog.querySelectorAll('.pl-import__errors tbody tr')].map((tr) => tr.textContent)).toEqual([
      '3ИсмМайдонни тўлдириш керак',
      '9СанаХато сана',
    ]);
    expect(closes).toEqual([]);
    expect(toasts()).toEqual([{ variant: 'danger', title: 'Мурожаатларни импорт қилиш', text: 'Маълумотлар импорт қилишда хатолик' }]);
    // Another file may be sent again.
    expect(byText<HTMLButtonElement>(dialog, 'button', 'Юклаш')!.disabled).toBe(false);

    byText<HTMLButtonElement>(dialog, 'button', 'Хатолар билан файлни юклаб олиш')!.click();
    await vi.waitFor(() => expect(saved).toEqual(['appeals-errors.xlsx']));
    expect(server.calls).toContain('GET uploads/auth/files/r1');
  });

  it('closes like an immediate import when its job succeeds while the dialog is open', async () => {
    const { server, closes, toasts } = await open(() => ({ data: IMPORT_JOB }));
    await vi.waitFor(() => expect(server.calls).toContain('GET jobs'));
    server.update('i1', {
      status: 'done',
      done: 40,
      total: 40,
      message: 'Маълумотлар импорт қилинди',
      detail: { inserted: 40, updated: 0 },
    });
    await vi.waitFor(() => expect(closes).toHaveLength(1));
    expect(toasts()).toEqual([{ variant: 'success', title: 'Мурожаатларни импорт қилиш', text: 'Маълумотлар импорт қилинди' }]);
  });

  it('may be closed while the job works: the job goes on', async () => {
    const { shell, dialog, closes } = await open(() => ({ data: IMPORT_JOB }));
    await vi.waitFor(() => expect(dialog.querySelector('.pl-import__job')).not.toBeNull());
    byText<HTMLButtonElement>(dialog, '.pl-dialog__footer button', 'Ёпиш')!.click();
    expect(closes).toHaveLength(1);
    expect(
      jobTrackerFor(shell.runtime)
        .getState()
        .jobs.map((job) => [job.id, job.status]),
    ).toEqual([['i1', 'queued']]);
  });
});
