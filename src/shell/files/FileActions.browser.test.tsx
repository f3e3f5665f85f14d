import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_USE_MESSAGE } from '../../core/files/testing/fakeFileServer';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import { fileManagerHarness } from './testing/fileManagerHarness';

describe('/system/file-manager: file actions and uploads (issue 14)', () => {
  const fm = fileManagerHarness();
  beforeEach(() => setViewport({ width: 1366, height: 900 }));
  afterEach(() => fm.close());

  it('previews a file at its capability address (a PDF inline), and downloads one with the session under its name', async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const button = byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Кўриш')!;
    button.focus();
    button.click();
    const dialog = await vi.waitFor(() => {
      const found = fm.mounted.shadow.querySelector<HTMLElement>('[role="dialog"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe('/api/uploads/files/f1?inline=true');
    expect(byText<HTMLAnchorElement>(dialog, 'a', 'Юклаб олиш')!.getAttribute('href')).toBe('/api/uploads/files/f1');
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('[role="dialog"]')).toBeNull());
    await vi.waitFor(() => expect(fm.mounted.shadow.activeElement).toBe(button));

    byText<HTMLButtonElement>(fm.rowOf('logo.png'), 'button', 'Кўриш')!.click();
    await vi.waitFor(() =>
      expect(fm.mounted.shadow.querySelector('[role="dialog"] img')?.getAttribute('src')).toBe('/api/uploads/images/f2'),
    );
    byText<HTMLButtonElement>(fm.mounted.shadow.querySelector('[role="dialog"]')!, '.pl-dialog__footer button', 'Ёпиш')!.click();
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('[role="dialog"]')).toBeNull());

    byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Юклаб олиш')!.click();
    await vi.waitFor(() => expect(fm.downloads).toEqual(['contract.pdf']));
    expect(fm.server.calls).toContain('GET uploads/auth/files/f1');
  });

  it('lists where a file is used, each record a link to its form', async () => {
    await fm.open('/system/file-manager/1', {
      usage: { f1: [{ form: 'appeals', title: 'Мурожаатлар', field: 'attachments', recordId: '42' }] },
    });
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    byText<HTMLButtonElement>(fm.rowOf('logo.png'), 'button', 'Қаерда ишлатилган')!.click();
    await vi.waitFor(() =>
      expect(fm.mounted.shadow.querySelector('[role="dialog"]')?.textContent).toContain('Файл ҳеч бир ёзувда ишлатилмаган'),
    );
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('[role="dialog"]')).toBeNull());

    byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Қаерда ишлатилган')!.click();
    const dialog = await vi.waitFor(() => {
      const found = fm.mounted.shadow.querySelector<HTMLElement>('[role="dialog"] .pl-fm__usage');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(fm.mounted.shadow.querySelector('[role="dialog"] h2')!.textContent).toBe('Қаерда ишлатилган: contract.pdf');
    expect(dialog.querySelector('li')!.textContent).toBe('МурожаатларМайдон: attachmentsЁзув #42');
    const link = byText<HTMLAnchorElement>(dialog, 'a', 'Ёзув #42')!;
    expect(link.getAttribute('href')).toBe('/forms/appeals/42');
    expect(fm.server.calls).toContain('GET file-manager/files/f1/usage');
    link.click();
    await vi.waitFor(() => expect(fm.router.getLocation().path).toBe('/forms/appeals/42'));
  });

  it("deletes a file once confirmed with the product's question, and shows the server's reason when it refuses", async () => {
    await fm.open('/system/file-manager/1', {
      usage: { f1: [{ form: 'appeals', title: 'Мурожаатлар', field: 'attachments', recordId: '42' }] },
    });
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const confirm = () => fm.mounted.shadow.querySelector<HTMLElement>('[role="alertdialog"]');
    byText<HTMLButtonElement>(fm.rowOf('logo.png'), 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(confirm()).not.toBeNull());
    expect(confirm()!.querySelector('p')!.textContent).toBe('Файлни ўчиришни хоҳлайсизми?');
    byText<HTMLButtonElement>(confirm()!, 'button', 'Йўқ')!.click();
    await settle(20);
    expect(fm.server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    byText<HTMLButtonElement>(fm.rowOf('logo.png'), 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(confirm()).not.toBeNull());
    byText<HTMLButtonElement>(confirm()!, 'button', 'Ҳа')!.click();
    await vi.waitFor(() => expect(fm.names()).toEqual(['drafts', 'reports', 'contract.pdf']));
    expect(fm.server.calls).toContain('DELETE file-manager/files/f2');
    expect(fm.toasts()).toEqual([{ variant: 'success', text: 'Файл ўчирилди' }]);
    // The category's count follows.
    await vi.waitFor(() => expect(fm.mounted.shadow.querySelector('.pl-fm__category-stats')!.textContent).toBe('3 та файл · 1.6 KB'));

    byText<HTMLButtonElement>(fm.rowOf('contract.pdf'), 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(confirm()).not.toBeNull());
    byText<HTMLButtonElement>(confirm()!, 'button', 'Ҳа')!.click();
    await vi.waitFor(() => expect(fm.toasts()).toContainEqual({ variant: 'danger', text: IN_USE_MESSAGE }));
    expect(fm.names()).toContain('contract.pdf');
  });

  it('uploads into a new subfolder of the open one with the session, showing the bytes sent, then shows it there', async () => {
    await fm.open('/system/file-manager/1/reports');
    await vi.waitFor(() => expect(fm.names()).toEqual(['2025']));
    const panel = fm.mounted.shadow.querySelector<HTMLElement>('.pl-fm__upload')!;
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]')!;
    const folderInput = panel.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(panel.querySelector(`label[for="${fileInput.id}"]`)!.textContent).toBe('Файлни танланг');
    expect(panel.querySelector(`label[for="${folderInput.id}"]`)!.textContent).toBe('Янги папка');
    expect(fileInput.accept).toBe('.pdf,.png,.txt');
    expect(fm.mounted.shadow.getElementById(fileInput.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Рухсат этилган турлар: pdf,png,txt; Энг катта ҳажм: 1 MB',
    );
    const submit = byText<HTMLButtonElement>(panel, 'button', 'Юклаш')!;
    expect(submit.disabled).toBe(true);

    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'.repeat(4000)], 'minutes.txt', { type: 'text/plain' }));
    fileInput.files = transfer.files;
    fileInput.dispatchEvent(new Event('change', { bubbles: true }));
    folderInput.focus();
    await sendKeys({ type: 'march' });
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    fm.server.uploads.hold = true;
    submit.click();
    const bar = await vi.waitFor(() => {
      const found = panel.querySelector('progress');
      expect(found?.value).toBe(2100);
      return found!;
    });
    expect(bar.max).toBe(4200);
    expect(fm.mounted.shadow.getElementById(bar.getAttribute('aria-describedby')!)!.textContent).toBe('Юборилди: 2.1 KB / 4.1 KB');
    fm.server.uploads.release();
    await vi.waitFor(() => expect(fm.router.getLocation().path).toBe('/system/file-manager/1/reports/march'));
    await vi.waitFor(() => expect(fm.names()).toEqual(['minutes.txt']));
    expect(panel.querySelector('progress')).toBeNull();
    expect(fm.toasts()).toEqual([{ variant: 'success', text: 'Файл юкланди' }]);
    expect(fm.server.uploads.sent).toEqual([
      {
        url: '/api/file-manager/upload',
        headers: { Accept: 'application/json', 'Accept-Language': 'uz', Authorization: 'Bearer test-token' },
        fields: { category: '1', folder: 'reports/march' },
        file: { name: 'minutes.txt', size: 4000 },
      },
    ]);
    expect(folderInput.value).toBe('');
  });

  it("shows the server's refusal of an upload and keeps the listing", async () => {
    await fm.open('/system/file-manager/1');
    await vi.waitFor(() => expect(fm.rows()).toHaveLength(4));
    const panel = fm.mounted.shadow.querySelector<HTMLElement>('.pl-fm__upload')!;
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'.repeat(10)], 'big.pdf', { type: 'application/pdf' }));
    fileInput.files = transfer.files;
    fileInput.dispatchEvent(new Event('change', { bubbles: true }));
    fm.server.uploads.refuse = { status: 413, message: 'Файл ўлчами 1 MB гача бўлиши мумкин' };
    await vi.waitFor(() => expect(byText<HTMLButtonElement>(panel, 'button', 'Юклаш')!.disabled).toBe(false));
    byText<HTMLButtonElement>(panel, 'button', 'Юклаш')!.click();
    await vi.waitFor(() => expect(panel.querySelector('[role="alert"]')?.textContent).toBe('Файл ўлчами 1 MB гача бўлиши мумкин'));
    expect(fm.rows()).toHaveLength(4);
    expect(fm.toasts()).toEqual([]);

    // A folder name meaning another place is refused before anything is sent.
    fm.server.uploads.refuse = null;
    panel.querySelector<HTMLInputElement>('input[type="text"]')!.focus();
    await sendKeys({ type: '../x' });
    byText<HTMLButtonElement>(panel, 'button', 'Юклаш')!.click();
    await vi.waitFor(() => expect(panel.querySelector('[role="alert"]')?.textContent).toBe('Папка номи нотўғри'));
    expect(fm.server.uploads.sent).toHaveLength(1);
  });
});
