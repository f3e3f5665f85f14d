import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { fakeJobServer } from '../../core/jobs/testing/fakeJobServer';
import { createRuntime } from '../../core/runtime/platonRuntime';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { ExportDialog } from './ExportDialog';
import type { ExportJob } from './ExportJob';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

const PATH = 'export/appeals?level=1';

interface Answer {
  delayMs: number;
  response?: () => Response;
}

describe('ExportDialog (docs/behaviour.md §4, §12)', () => {
  let mounted: Mounted;
  const realFetch = globalThis.fetch;
  afterEach(async () => {
    globalThis.fetch = realFetch;
    await mounted?.unmount();
  });

  /** Answers fetch calls in turn; records what was asked and whether the caller aborted. */
  function stubFetch(answers: Answer[]) {
    const requests: { url: string; authorization: string | null; signal: AbortSignal | null | undefined }[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const answer = answers[requests.length] ?? answers.at(-1)!;
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), signal: init?.signal });
      return new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(
          () => (answer.response ? resolve(answer.response()) : reject(new TypeError('Failed to fetch'))),
          answer.delayMs,
        );
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }) as typeof fetch;
    return requests;
  }

  const xlsx = () => new Response(new Blob(['xlsx bytes']), { status: 200 });

  async function mount() {
    const closes: number[] = [];
    const downloads: { name: string; body: Promise<string> }[] = [];
    const spinnerSeen: boolean[] = [];
    const runtime = createRuntime();
    runtime.store.setState({ token: 'tok', refreshToken: 'refresh-1' });
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ExportDialog
          runtime={runtime}
          open={open}
          title="Мурожаатлар"
          path={PATH}
          fileName="appeals.xlsx"
          onClose={() => {
            closes.push(1);
            setOpen(false);
          }}
        />
      );
    }
    mounted = await mountInShadow(<Harness />);
    // The saved file: the <a download> click, stopped here so the test browser does not download anything.
    mounted.shadow.addEventListener(
      'click',
      (event) => {
        const anchor = event.target as HTMLAnchorElement;
        if (anchor.localName !== 'a' || !anchor.download) return;
        event.preventDefault();
        downloads.push({ name: anchor.download, body: realFetch(anchor.href).then((r) => r.text()) });
      },
      true,
    );
    new MutationObserver(() => {
      if (mounted.shadow.querySelector('.pl-export__spinner')) spinnerSeen.push(true);
    }).observe(mounted.shadow, { childList: true, subtree: true });
    return { closes, downloads, spinnerSeen };
  }

  const dialog = () => mounted.shadow.querySelector<HTMLElement>('[role="dialog"]');
  const button = (name: string) => byText<HTMLButtonElement>(dialog()!, 'button', name)!;

  it('shows the table title and the format; a fast download saves the file without a spinner and closes', async () => {
    const requests = stubFetch([{ delayMs: 40, response: xlsx }]);
    const { closes, downloads, spinnerSeen } = await mount();
    expect(mounted.shadow.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Экспорт');
    expect(dialog()!.textContent).toContain('Мурожаатлар');
    expect(dialog()!.textContent).toContain('xlsx');
    expectFocusOn(button('Юклаб олиш'));
    button('Юклаб олиш').click();
    await settle(300);
    // The token goes in the header, never in the address (history, proxies' logs, Referer).
    expect(requests.map((r) => [r.url, r.authorization])).toEqual([['/api/export/appeals?level=1', 'Bearer tok']]);
    expect(spinnerSeen).toEqual([]);
    expect(downloads.map((d) => d.name)).toEqual(['appeals.xlsx']);
    expect(await downloads[0].body).toBe('xlsx bytes');
    expect(closes).toHaveLength(1);
    expect(Boolean(dialog())).toBe(false);
  });

  it('with an expired access token, refreshes once through the client and downloads the file', async () => {
    const json = (status: number, body: unknown) => () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const requests = stubFetch([
      { delayMs: 10, response: json(401, { message: 'Unauthorized' }) },
      { delayMs: 10, response: json(200, { data: { access_token: 'tok-2', refresh_token: 'refresh-2' } }) },
      { delayMs: 10, response: xlsx },
    ]);
    const { downloads } = await mount();
    button('Юклаб олиш').click();
    await settle(300);
    expect(requests.map((r) => [r.url.replace(/^.*\/api\//, ''), r.authorization])).toEqual([
      ['export/appeals?level=1', 'Bearer tok'],
      ['auth/refresh/token', 'Bearer refresh-1'],
      ['export/appeals?level=1', 'Bearer tok-2'],
    ]);
    expect(downloads.map((d) => d.name)).toEqual(['appeals.xlsx']);
  });

  it('shows the spinner only once the wait passes 200 ms', async () => {
    let answer: (response: Response) => void = () => {};
    const requests: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Promise<Response>((resolve) => (answer = resolve));
    }) as typeof fetch;
    const { downloads } = await mount();
    let spinnerAt = 0;
    new MutationObserver(() => {
      if (!spinnerAt && mounted.shadow.querySelector('.pl-export__spinner')) spinnerAt = performance.now();
    }).observe(mounted.shadow, { childList: true, subtree: true });
    const clickedAt = performance.now();
    button('Юклаб олиш').click();
    await settle(400);
    expect(spinnerAt - clickedAt).toBeGreaterThanOrEqual(195);
    expect(mounted.shadow.querySelector('[role="status"]')!.textContent).toContain('Юкланмоқда...');
    expect(button('Юклаб олиш').getAttribute('aria-disabled')).toBe('true');
    button('Юклаб олиш').click();
    answer(xlsx());
    await settle(50);
    // The click while busy did not start a second download.
    expect(requests).toHaveLength(1);
    expect(downloads.map((d) => d.name)).toEqual(['appeals.xlsx']);
    expect(Boolean(mounted.shadow.querySelector('.pl-export__spinner'))).toBe(false);
  });

  it("shows the server's message or 'Серверда хатолик' in the dialog, and the button retries", async () => {
    const json = () =>
      new Response(JSON.stringify({ message: 'Экспорт учун ҳуқуқ йўқ' }), { status: 403, headers: { 'content-type': 'application/json' } });
    const html = () => new Response('<html>Bad gateway</html>', { status: 502 });
    stubFetch([{ delayMs: 10, response: json }, { delayMs: 10, response: html }, { delayMs: 10 }, { delayMs: 10, response: xlsx }]);
    const { closes, downloads } = await mount();
    button('Юклаб олиш').click();
    await settle(100);
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Экспорт учун ҳуқуқ йўқ');
    expect(closes).toEqual([]);

    button('Қайта урунинг').click();
    await settle(100);
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Серверда хатолик');

    button('Қайта урунинг').click();
    await settle(100);
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('Сервер билан алоқа йўқ');

    button('Қайта урунинг').click();
    await settle(100);
    expect(downloads.map((d) => d.name)).toEqual(['appeals.xlsx']);
    expect(closes).toHaveLength(1);
  });

  it('aborts a download in flight on cancel', async () => {
    const requests = stubFetch([{ delayMs: 5_000, response: xlsx }]);
    const { closes, downloads } = await mount();
    button('Юклаб олиш').click();
    await settle(50);
    button('Бекор қилиш').click();
    await settle(50);
    expect(requests[0].signal!.aborted).toBe(true);
    expect(closes).toHaveLength(1);
    expect(Boolean(dialog())).toBe(false);
    expect(downloads).toEqual([]);
  });

  /**
   * A response that streams `chunks` bytes-long parts, one every `everyMs`, optionally saying its size; with
   * `lastAfter`, the last part waits for it too, so a test can see progress before the file is complete.
   */
  function streamed(chunks: number[], everyMs: number, withLength: boolean, lastAfter?: Promise<unknown>) {
    const total = chunks.reduce((sum, n) => sum + n, 0);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        if (sent === chunks.length - 1) await lastAfter;
        if (sent === chunks.length) controller.close();
        else controller.enqueue(new Uint8Array(chunks[sent++]).fill(65));
      },
    });
    return new Response(body, { status: 200, headers: withLength ? { 'content-length': String(total) } : {} });
  }

  it('keeps a download going once the modal is closed, shows its progress until the file arrives', async () => {
    const MB = 1024 * 1024;
    // The last part is held until the panel's bar has been read: on a busy machine the rest may all be in by then.
    let sendLast!: () => void;
    const last = new Promise<void>((resolve) => (sendLast = resolve));
    stubFetch([{ delayMs: 10, response: () => streamed([MB, MB, MB, MB], 150, true, last) }]);
    const { closes, downloads } = await mount();
    button('Юклаб олиш').click();
    await settle(400);
    // In the modal: the bytes so far once the wait passed 200 ms.
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toMatch(/Экспорт: \d\.\d \/ 4\.0 MB \(\d+%\)/);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(closes).toHaveLength(1);
    expect(Boolean(dialog())).toBe(false);
    const panel = () => mounted.shadow.querySelector<HTMLElement>('.pl-export-progress');
    expect(panel()!.querySelector('[role="status"]')!.textContent).toMatch(/^Экспорт: \d\.\d \/ 4\.0 MB \(\d+%\)$/);
    const bar = panel()!.querySelector('progress')!;
    const before = bar.value;
    expect(before).toBeLessThan(100);
    sendLast();
    await settle(200);
    expect(bar.value).toBeGreaterThan(before);
    await vi.waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['appeals.xlsx']), { timeout: 3000 });
    expect((await downloads[0].body).length).toBe(4 * MB);
    expect(panel()).toBeNull();
    // The modal was closed once, by Escape: the file's arrival does not close it again.
    expect(closes).toHaveLength(1);
  });

  it('shows the bytes received when the server does not say the size, and the panel cancels the download', async () => {
    const requests = stubFetch([{ delayMs: 10, response: () => streamed([300 * 1024, 300 * 1024, 300 * 1024, 300 * 1024], 200, false) }]);
    const { downloads } = await mount();
    button('Юклаб олиш').click();
    await settle(100);
    await sendKeys({ press: 'Escape' });
    await settle(350);
    const panel = mounted.shadow.querySelector<HTMLElement>('.pl-export-progress')!;
    expect(panel.querySelector('[role="status"]')!.textContent).toMatch(/^Экспорт: \d+ KB$/);
    expect(requests[0].signal!.aborted).toBe(false);
    byText<HTMLButtonElement>(panel, 'button', 'Экспортни бекор қилиш')!.click();
    await settle(50);
    expect(requests[0].signal!.aborted).toBe(true);
    expect(mounted.shadow.querySelector('.pl-export-progress')).toBeNull();
    await settle(600);
    expect(downloads).toEqual([]);
  });
});

describe('ExportDialog with a background job (issue 14)', () => {
  let mounted: Mounted;
  const realFetch = globalThis.fetch;
  const fetched: string[] = [];
  afterEach(async () => {
    globalThis.fetch = realFetch;
    fetched.length = 0;
    await mounted?.unmount();
  });

  async function mount(appLinks: ExportJob['appLinks']) {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response('xlsx');
    }) as typeof fetch;
    const runtime = createRuntime();
    runtime.store.setState({ token: 't' });
    const server = fakeJobServer(runtime, { files: { f9: 'job bytes' } });
    const closes: number[] = [];
    const downloads: string[] = [];
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ExportDialog
          runtime={runtime}
          open={open}
          title="Мурожаатлар"
          path={PATH}
          fileName="appeals.xlsx"
          job={{ name: 'appeals', request: { level: 1, filters: '{"region":3}' }, appLinks }}
          onClose={() => {
            closes.push(1);
            setOpen(false);
          }}
        />
      );
    }
    mounted = await mountInShadow(<Harness />);
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
    return { runtime, server, closes, downloads };
  }

  const dialog = () => mounted.shadow.querySelector<HTMLElement>('[role="dialog"]');
  const button = (name: string) => byText<HTMLButtonElement>(dialog()!, 'button', name)!;

  it('inside the app starts the job instead of the download, says it goes on with a link to /async, and closes', async () => {
    const followed: string[] = [];
    const { runtime, server, closes } = await mount({ hrefOf: (link) => `/app${link}`, follow: (link) => followed.push(link) });
    button('Юклаб олиш').click();
    await vi.waitFor(() => expect(server.calls).toEqual(['POST jobs/export/appeals']));
    expect(server.bodies['POST jobs/export/appeals']).toEqual({ level: 1, filters: '{"region":3}' });
    expect(fetched).toEqual([]);
    expect(
      jobTrackerFor(runtime)
        .getState()
        .jobs.map((job) => job.name),
    ).toEqual(['appeals']);
    await vi.waitFor(() =>
      expect(dialog()!.querySelector('.pl-export__job')!.textContent).toBe(
        'Экспорт фонда давом этмоқда. Унинг ҳолати ва файли: Фон вазифалари',
      ),
    );
    expect(dialog()!.querySelector('.pl-export__job')!.getAttribute('role')).toBe('status');
    // The download button became the close button, and kept the focus.
    expectFocusOn(button('Ёпиш'));
    expect(byText(dialog()!, 'button', 'Бекор қилиш')).toBeNull();
    const link = byText<HTMLAnchorElement>(dialog()!, 'a', 'Фон вазифалари')!;
    expect(link.getAttribute('href')).toBe('/app/async');
    link.click();
    await settle(20);
    expect(followed).toEqual(['/async']);
    expect(closes).toHaveLength(1);
    // Inside the app the top bar and /async follow the job: no panel here.
    expect(mounted.shadow.querySelector('.pl-export-progress')).toBeNull();
  });

  it("standalone, keeps a panel with the job's rows once closed, then offers its file", async () => {
    const { server, closes, downloads, runtime } = await mount(null);
    button('Юклаб олиш').click();
    await vi.waitFor(() =>
      expect(dialog()!.querySelector('.pl-export__job')!.textContent).toBe(
        'Экспорт фонда давом этмоқда. Тайёр бўлганда хабар берилади, файлни шу ерда юклаб олишингиз мумкин',
      ),
    );
    button('Ёпиш').click();
    await settle(20);
    expect(closes).toHaveLength(1);
    const panel = () => mounted.shadow.querySelector<HTMLElement>('.pl-export-progress');
    expect(panel()!.textContent).toContain('Экспорт: Юкланмоқда...');
    const id = server.jobs[0].id;
    server.update(id, { status: 'running', done: 12_000, total: 30_000 });
    await vi.waitFor(() => expect(panel()!.textContent).toContain('Экспорт: 12 000 / 30 000 қатор'));
    expect(panel()!.querySelector('progress')!.value).toBe(12_000);
    server.update(id, { status: 'done', done: 30_000, message: 'Экспорт тайёр', resultFileId: 'f9', resultFileName: 'appeals-2025.xlsx' });
    await vi.waitFor(() => expect(byText(panel()!, 'button', 'Юклаб олиш')).not.toBeNull());
    expect(panel()!.textContent).toContain('Экспорт тайёр');
    expect(runtime.toasts.getState().toasts.map((toast) => toast.text)).toEqual(['Экспорт тайёр']);
    byText<HTMLButtonElement>(panel()!, 'button', 'Юклаб олиш')!.click();
    await vi.waitFor(() => expect(downloads).toEqual(['appeals-2025.xlsx']));
    expect(server.calls).toContain('GET uploads/auth/files/f9');
    byText<HTMLButtonElement>(panel()!, 'button', 'Ёпиш')!.click();
    await settle(20);
    expect(panel()).toBeNull();
  });

  it("shows the server's reason when the job cannot start", async () => {
    const { runtime } = await mount(null);
    runtime.api.request = (async () => {
      throw new ApiError(403, { message: 'Жадвал топилмади ёки унга рухсат йўқ' });
    }) as typeof runtime.api.request;
    button('Юклаб олиш').click();
    await vi.waitFor(() => expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('Жадвал топилмади ёки унга рухсат йўқ'));
    expect(button('Қайта урунинг')).not.toBeNull();
  });
});
