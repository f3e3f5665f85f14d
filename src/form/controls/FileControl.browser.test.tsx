import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import type { FormElementMeta, RemoteFile } from '../../core/api/formMeta';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import type { FormApi, UploadProgress } from '../data/FormApi';
import { clickCenter } from './testing/clickCenter';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { testFormApi } from './testing/testFormApi';

interface UploadCall {
  file: Blob;
  fileName: string;
  elementId: number;
  projectId: string;
  progress(percent: number): void;
  resolve(): void;
  reject(error: unknown): void;
  signal: AbortSignal;
}

const remoteOf = (name: string, size: number, id = name): RemoteFile => ({
  id,
  name,
  size,
  extension: name.split('.').pop() ?? '',
  createdAt: '01.02.2026 10:00:00',
  kind: /\.(png|jpe?g)$/i.test(name) ? 'images' : 'files',
});

/** An upload server the test drives by hand: progress, answer, failure; an abort rejects as fetch does. */
function manualUploads() {
  const calls: UploadCall[] = [];
  const api: FormApi = testFormApi({
    upload: (request, onProgress: (progress: UploadProgress) => void, signal) =>
      new Promise<RemoteFile>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
        calls.push({
          file: request.file,
          fileName: request.fileName,
          elementId: request.elementId,
          projectId: request.projectId,
          progress: (percent) => onProgress({ percent }),
          resolve: () => resolve(remoteOf(request.fileName, request.file.size, `id-${calls.length}`)),
          reject,
          signal,
        });
      }),
  });
  return { api, calls };
}

/** An upload server that answers at once. */
function instantUploads() {
  const sent: { file: Blob; fileName: string }[] = [];
  const api: FormApi = testFormApi({
    upload: async (request, onProgress) => {
      sent.push({ file: request.file, fileName: request.fileName });
      onProgress({ percent: 100 });
      return remoteOf(request.fileName, request.file.size, `id-${sent.length}`);
    },
  });
  return { api, sent };
}

const picker = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLInputElement>('input[type="file"]')!;
const chooseButton = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLButtonElement>('.pl-files__choose')!;
const names = (mounted: MountedForm, state = 'uploaded') =>
  [...mounted.shadow.querySelectorAll(`.pl-file[data-state="${state}"] .pl-file__name`)].map((name) => name.textContent);

/** What the browser does once the user picked files in the chooser: the input holds them and fires change. */
async function pick(mounted: MountedForm, files: File[], input = picker(mounted)) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

const textFile = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

const contractServer = instantUploads();
runControlContract({
  element: { id: 7, type: 'file', dataField: 'attachments', label: 'Илова' },
  sample: [remoteOf('ариза.pdf', 2048, 'f1')],
  shownSample: ['ариза.pdf'],
  shown: (mounted) => names(mounted),
  enter: async (mounted) => {
    await clickCenter(chooseButton(mounted));
    await pick(mounted, [textFile('шартнома.pdf', 10)]);
  },
  entered: [remoteOf('шартнома.pdf', 10, 'id-1')],
  options: { api: contractServer.api },
});

describe('file control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const element = (extra: Partial<FormElementMeta> = {}): FormElementMeta => ({
    id: 7,
    type: 'file',
    dataField: 'attachments',
    label: 'Илова',
    ...extra,
  });

  it('shows the upload percent, then the uploaded file with its size and download link', async () => {
    const server = manualUploads();
    mounted = await mountForm([element()], { api: server.api });
    await pick(mounted, [textFile('ариза.pdf', 3 * 1024)]);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ fileName: 'ариза.pdf', elementId: 7, projectId: 'platon' });
    expect(names(mounted, 'uploading')).toEqual(['ариза.pdf']);
    server.calls[0].progress(45);
    await settle();
    const bar = mounted.shadow.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(mounted.shadow.querySelector('.pl-file__percent')!.textContent).toBe('45%');
    expect(mounted.form.getValues('attachments')).toBeUndefined();

    server.calls[0].resolve();
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['ариза.pdf']));
    expect(Boolean(mounted.shadow.querySelector('[role="progressbar"]')), 'should be absent').toBe(false);
    const link = mounted.shadow.querySelector<HTMLAnchorElement>('a.pl-file__name')!;
    expect(link.getAttribute('href')).toBe('/api/uploads/files/id-1');
    expect(link.getAttribute('download')).toBe('ариза.pdf');
    expect(mounted.shadow.querySelector('.pl-file__size')!.textContent).toBe('3 KB');
    expect(mounted.form.getValues('attachments')).toEqual([remoteOf('ариза.pdf', 3072, 'id-1')]);
    expect(mounted.log.toasts).toEqual([]);
  });

  it('cancels an upload: the request is aborted, the item goes, and nothing is reported', async () => {
    const server = manualUploads();
    mounted = await mountForm([element()], { api: server.api });
    await pick(mounted, [textFile('катта.pdf', 100)]);
    server.calls[0].progress(10);
    await settle();
    await clickCenter(byText(mounted.shadow, '.pl-file button', 'Бекор қилиш')!);
    expect(server.calls[0].signal.aborted).toBe(true);
    expect(Boolean(mounted.shadow.querySelector('.pl-file')), 'should be absent').toBe(false);
    await settle(20);
    expect(mounted.log.toasts).toEqual([]);
    expect(mounted.form.getValues('attachments')).toBeUndefined();
  });

  it("shows a failed upload with the server's message, toasts it, and retries", async () => {
    const server = manualUploads();
    mounted = await mountForm([element()], { api: server.api });
    await pick(mounted, [textFile('ҳисобот.pdf', 100)]);
    server.calls[0].reject(new ApiError(503, { message: 'Сервер банд' }));
    await vi.waitFor(() => expect(names(mounted!, 'error')).toEqual(['ҳисобот.pdf']));
    expect(mounted.shadow.querySelector('.pl-file__error')!.textContent).toBe('Сервер банд');
    expect(mounted.log.toasts).toEqual(['Сервер банд']);

    await clickCenter(byText(mounted.shadow, '.pl-file button', 'Қайта урунинг')!);
    expect(server.calls).toHaveLength(2);
    expect(names(mounted, 'uploading')).toEqual(['ҳисобот.pdf']);
    server.calls[1].resolve();
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['ҳисобот.pdf']));
    expect(mounted.form.getValues('attachments')).toHaveLength(1);
  });

  it('offers no retry when the server refused the file type (415): only cancel, since the same file fails again', async () => {
    const server = manualUploads();
    mounted = await mountForm([element()], { api: server.api });
    await pick(mounted, [textFile('расм.exe', 100)]);
    server.calls[0].reject(new ApiError(415, { message: 'Бу турдаги файлни юклаб бўлмайди' }));
    await vi.waitFor(() => expect(names(mounted!, 'error')).toEqual(['расм.exe']));
    expect(mounted.shadow.querySelector('.pl-file__error')!.textContent).toBe('Бу турдаги файлни юклаб бўлмайди');
    const actions = [...mounted.shadow.querySelectorAll('.pl-file--error button')].map((button) => button.textContent);
    expect(actions).toEqual(['Бекор қилиш']);
  });

  it('cancels a failed upload', async () => {
    const server = manualUploads();
    mounted = await mountForm([element()], { api: server.api });
    await pick(mounted, [textFile('ҳисобот.pdf', 100)]);
    server.calls[0].reject(new Error('Сервер жавоб бермади'));
    await vi.waitFor(() => expect(names(mounted!, 'error')).toHaveLength(1));
    await clickCenter(byText(mounted.shadow, '.pl-file button', 'Бекор қилиш')!);
    expect(Boolean(mounted.shadow.querySelector('.pl-file')), 'should be absent').toBe(false);
  });

  it('deletes an uploaded file only when the user confirms', async () => {
    const files = [remoteOf('бир.pdf', 10, 'a'), remoteOf('икки.pdf', 20, 'b')];
    mounted = await mountForm([element()], { values: { attachments: files }, confirmAnswer: false });
    await clickCenter(mounted.shadow.querySelectorAll<HTMLButtonElement>('.pl-file__action--danger')[0]);
    expect(mounted.log.confirms).toEqual(['Файлни ўчиришни хоҳлайсизми?']);
    expect(names(mounted)).toEqual(['бир.pdf', 'икки.pdf']);
    await mounted.unmount();

    mounted = await mountForm([element()], { values: { attachments: files }, confirmAnswer: true });
    await clickCenter(mounted.shadow.querySelectorAll<HTMLButtonElement>('.pl-file__action--danger')[0]);
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['икки.pdf']));
    expect(mounted.log.confirms).toEqual(['Файлни ўчиришни хоҳлайсизми?']);
    expect(mounted.form.getValues('attachments')).toEqual([files[1]]);
  });

  it('stops choosing at maxCount and ignores the extra files of one pick', async () => {
    const server = instantUploads();
    mounted = await mountForm([element({ maxCount: 2 })], { api: server.api, values: { attachments: [remoteOf('бор.pdf', 10, 'x')] } });
    expect(chooseButton(mounted).disabled).toBe(false);
    await pick(mounted, [textFile('бир.pdf', 1), textFile('икки.pdf', 2), textFile('уч.pdf', 3)]);
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['бор.pdf', 'бир.pdf']));
    expect(server.sent.map((item) => item.fileName)).toEqual(['бир.pdf']);
    expect(chooseButton(mounted).disabled).toBe(true);

    // Deleting one makes room again.
    await clickCenter(mounted.shadow.querySelectorAll<HTMLButtonElement>('.pl-file__action--danger')[0]);
    await vi.waitFor(() => expect(chooseButton(mounted!).disabled).toBe(false));
  });

  it('refuses a file over maxSize that is not an image, with the size in 1024-based units', async () => {
    const server = instantUploads();
    mounted = await mountForm([element({ maxSize: 2048 })], { api: server.api });
    await pick(mounted, [textFile('катта.pdf', 2 * 1024 * 1024 + 1), textFile('кичик.pdf', 2 * 1024 * 1024)]);
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['кичик.pdf']));
    expect(server.sent.map((item) => item.fileName)).toEqual(['кичик.pdf']);
    expect(mounted.shadow.querySelector('.pl-files__notice')!.textContent).toBe('Файл ўлчами 2 MB гача бўлиши мумкин');
    expect(mounted.log.toasts).toEqual(['Файл ўлчами 2 MB гача бўлиши мумкин']);
  });

  it('compresses an image over maxSize to a JPEG within 1200 x 1000 and uploads it', async () => {
    // Noise does not compress: a 2400 x 1600 PNG of it is several MB, its 1200 x 800 JPEG far less.
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      pixels.data[i] = (i * 7) % 251;
      pixels.data[i + 1] = Math.floor(Math.random() * 256);
      pixels.data[i + 2] = (i >> 9) % 256;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const maxSize = 4096;
    expect(png.size).toBeGreaterThan(maxSize * 1024);

    const server = instantUploads();
    mounted = await mountForm([element({ type: 'image', maxSize })], { api: server.api });
    await pick(mounted, [new File([png], 'сурат.png', { type: 'image/png' })]);
    await vi.waitFor(() => expect(server.sent).toHaveLength(1), { timeout: 5000 });
    const sent = server.sent[0];
    expect(sent.fileName).toBe('сурат.jpg');
    expect(sent.file.type).toBe('image/jpeg');
    expect(sent.file.size).toBeLessThanOrEqual(maxSize * 1024);
    const bitmap = await createImageBitmap(sent.file);
    expect([bitmap.width, bitmap.height]).toEqual([1200, 800]);
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['сурат.jpg']));
    expect(Boolean(mounted.shadow.querySelector('.pl-files__notice')), 'should be absent').toBe(false);
  });

  it('builds the accept filter from allowedExtensions', async () => {
    mounted = await mountForm([element({ allowedExtensions: 'pdf,docx' })]);
    expect(picker(mounted).getAttribute('accept')).toBe('.pdf,.docx');
    await mounted.unmount();
    mounted = await mountForm([element({ allowedExtensions: '*' })]);
    expect(picker(mounted).hasAttribute('accept')).toBe(false);
    await mounted.unmount();
    mounted = await mountForm([element({ type: 'image' })]);
    expect(picker(mounted).getAttribute('accept')).toBe('image/*');
  });

  it('opens the chooser from the button: the hidden input is clicked', async () => {
    mounted = await mountForm([element()]);
    const clicked = vi.fn();
    picker(mounted).addEventListener('click', (event) => {
      event.preventDefault();
      clicked();
    });
    await clickCenter(chooseButton(mounted));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('previews an uploaded image or PDF in the preview modal', async () => {
    mounted = await mountForm([element()], {
      values: { attachments: [remoteOf('ариза.pdf', 10, 'p1'), remoteOf('жадвал.xlsx', 10, 'x1')] },
    });
    const previews = [...mounted.shadow.querySelectorAll('.pl-file')].map((item) => Boolean(byText(item, 'button', 'Кўриш')));
    expect(previews).toEqual([true, false]);
    await clickCenter(byText(mounted.shadow, 'button', 'Кўриш')!);
    const dialog = await vi.waitFor(() => {
      const found = mounted!.shadow.querySelector('[role="dialog"]');
      expect(found).toBeTruthy();
      return found!;
    });
    // The frame asks for the PDF inline (the server sends files as attachments otherwise).
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe('/api/uploads/files/p1?inline=true');
  });

  it('links and previews through the signed address the answer gave, and asks afresh once it has expired', async () => {
    const asked: string[] = [];
    const api = testFormApi({
      fileLink: async (file) => {
        asked.push(file.id);
        return `/api/uploads/files/${file.id}?exp=9999999999&sig=new`;
      },
    });
    const live = { ...remoteOf('ариза.pdf', 10, 'p1'), url: 'uploads/files/p1?exp=9999999999&sig=old' };
    const gone = { ...remoteOf('хат.pdf', 10, 'p2'), url: 'uploads/files/p2?exp=1000&sig=old' };
    mounted = await mountForm([element()], { api, values: { attachments: [live, gone] } });
    const links = [...mounted.shadow.querySelectorAll<HTMLAnchorElement>('.pl-file__name')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/api/${live.url}`, `/api/${gone.url}`]);

    // The expired link is not followed as it is: a fresh one is, as a download.
    const followed: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.isConnected) click.call(this);
      else followed.push(this.getAttribute('href')!);
    };
    try {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
      links[1]!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(followed).toEqual(['/api/uploads/files/p2?exp=9999999999&sig=new']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }

    await clickCenter(byText(mounted.shadow.querySelectorAll('.pl-file')[1] as HTMLElement, 'button', 'Кўриш')!);
    const frame = await vi.waitFor(() => {
      const found = mounted!.shadow.querySelector('[role="dialog"] iframe');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(frame.getAttribute('src')).toBe('/api/uploads/files/p2?exp=9999999999&sig=new&inline=true');
    expect(asked).toEqual(['p2', 'p2']);
  });

  it('accepts files dropped on the zone', async () => {
    const server = instantUploads();
    mounted = await mountForm([element()], { api: server.api });
    const transfer = new DataTransfer();
    transfer.items.add(textFile('ташланган.pdf', 5));
    const zone = mounted.shadow.querySelector('.pl-files')!;
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['ташланган.pdf']));
  });

  it('crops an image before uploading it, in a dialog that takes focus and gives it back', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 800, 400);
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const server = instantUploads();
    mounted = await mountForm([element({ type: 'image' })], { api: server.api });
    const cropButton = byText<HTMLButtonElement>(mounted.shadow, 'button', 'Кесиб юклаш')!;
    await clickCenter(cropButton);
    const cropInput = mounted.shadow.querySelectorAll<HTMLInputElement>('input[type="file"]')[1];
    await pick(mounted, [new File([png], 'манзара.png', { type: 'image/png' })], cropInput);

    const dialog = await vi.waitFor(
      () => {
        const found = mounted!.shadow.querySelector('[role="dialog"]');
        expect(found?.textContent).toContain('Расмни кесиш');
        return found!;
      },
      { timeout: 5000 },
    );
    await vi.waitFor(() => expect(mounted!.shadow.activeElement?.getAttribute('type')).toBe('range'));
    const confirm = byText<HTMLButtonElement>(dialog, 'button', 'Кесиш')!;
    await vi.waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 3000 });
    await clickCenter(confirm);
    await vi.waitFor(() => expect(server.sent).toHaveLength(1), { timeout: 3000 });
    expect(Boolean(mounted.shadow.querySelector('[role="dialog"]')), 'should be absent').toBe(false);
    expect(server.sent[0].fileName).toBe('манзара.png');
    const bitmap = await createImageBitmap(server.sent[0].file);
    // The crop frame is 4:3 inside an 800 x 400 picture: its full height, 533 px wide.
    expect(bitmap.height).toBe(400);
    expect(Math.abs(bitmap.width - 533)).toBeLessThanOrEqual(1);
    await vi.waitFor(() => expect(names(mounted!)).toEqual(['манзара.png']));
  });

  it('cancels cropping with Escape: nothing is uploaded', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const server = instantUploads();
    mounted = await mountForm([element({ type: 'image' })], { api: server.api });
    await pick(
      mounted,
      [new File([png], 'кичик.png', { type: 'image/png' })],
      mounted.shadow.querySelectorAll<HTMLInputElement>('input[type="file"]')[1],
    );
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="dialog"]')).toBeTruthy(), { timeout: 5000 });
    await vi.waitFor(() => expect(mounted!.shadow.activeElement?.getAttribute('type')).toBe('range'));
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(Boolean(mounted!.shadow.querySelector('[role="dialog"]')), 'should be absent').toBe(false));
    expect(server.sent).toEqual([]);
  });
});
