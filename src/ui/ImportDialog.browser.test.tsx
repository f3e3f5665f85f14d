import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { byText } from './testing/byText';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

type Extra = Partial<Pick<ImportDialogProps, 'note' | 'templateUrl' | 'sampleUrl' | 'onTemplate' | 'onSample' | 'report'>>;

function Harness(props: Extra & { onUpload(file: File): Promise<unknown>; onClose?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <ImportDialog
        open={open}
        title="Маълумотларни импорт қилиш"
        note={props.note}
        templateUrl={props.templateUrl}
        sampleUrl={props.sampleUrl}
        onTemplate={props.onTemplate}
        onSample={props.onSample}
        report={props.report}
        accept=".xlsx,.csv"
        fileLabel="Файлни танланг"
        noFileText="Файл танланмаган"
        templateLabel="Шаблон файл"
        sampleLabel="Намуна файл"
        uploadLabel="Юклаш"
        busyLabel="Юкланмоқда..."
        cancelLabel="Бекор қилиш"
        closeLabel="Ёпиш"
        onUpload={props.onUpload}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
    </>
  );
}

function chooseFile(input: HTMLInputElement, name: string) {
  const transfer = new DataTransfer();
  transfer.items.add(new File(['a;b\n1;2'], name, { type: 'text/csv' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ImportDialog', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function open(props: Extra & { onUpload?(file: File): Promise<unknown>; onClose?(): void } = {}) {
    mounted = await mountInShadow(<Harness {...props} onUpload={props.onUpload ?? (async () => {})} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    return {
      opener,
      dialog,
      input: dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      upload: () => dialog.querySelector<HTMLButtonElement>('.pl-dialog__footer .pl-button--primary')!,
    };
  }

  it('shows the note and the template and sample links when given', async () => {
    const { dialog } = await open({
      note: 'Биринчи қатор — устун номлари',
      templateUrl: '/uploads/files/11',
      sampleUrl: '/uploads/files/12',
    });
    expect(mounted.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Маълумотларни импорт қилиш');
    expect(dialog.textContent).toContain('Биринчи қатор — устун номлари');
    expect(byText<HTMLAnchorElement>(dialog, 'a', 'Шаблон файл')!.getAttribute('href')).toBe('/uploads/files/11');
    expect(byText<HTMLAnchorElement>(dialog, 'a', 'Намуна файл')!.getAttribute('href')).toBe('/uploads/files/12');
  });

  it('leaves out the note and links that are not given', async () => {
    const { dialog } = await open({ templateUrl: '/uploads/files/11' });
    expect(dialog.querySelector('.pl-import__note')).toBeNull();
    expect(byText(dialog, 'a', 'Шаблон файл')).not.toBeNull();
    expect(byText(dialog, 'a', 'Намуна файл')).toBeNull();
  });

  it('has a labelled file input with the focus, and the upload button disabled until a file is chosen', async () => {
    const { input, upload, dialog } = await open();
    expect(input.labels![0].textContent).toBe('Файлни танланг');
    expect(input.accept).toBe('.xlsx,.csv');
    expect(deepActiveElement()).toBe(input);
    expect(upload().textContent).toBe('Юклаш');
    expect(upload().disabled).toBe(true);
    expect(dialog.textContent).toContain('Файл танланмаган');
    chooseFile(input, 'appeals.csv');
    await settle();
    expect(upload().disabled).toBe(false);
    expect(mounted.shadow.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('appeals.csv');
  });

  it('uploads the chosen file, busy until the promise settles', async () => {
    let finish!: () => void;
    const sent: File[] = [];
    const { input, upload } = await open({
      onUpload: (file) => {
        sent.push(file);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    chooseFile(input, 'appeals.csv');
    await settle();
    upload().click();
    await settle();
    expect(sent.map((f) => f.name)).toEqual(['appeals.csv']);
    expect(upload().textContent).toBe('Юкланмоқда...');
    expect(upload().disabled).toBe(true);
    expect(upload().getAttribute('aria-busy')).toBe('true');
    expect(input.disabled).toBe(true);
    finish();
    await settle();
    expect(upload().textContent).toBe('Юклаш');
    expect(upload().disabled).toBe(false);
  });

  it('stays open for a retry when the upload fails', async () => {
    let attempts = 0;
    const { input, upload } = await open({
      onUpload: async () => {
        attempts++;
        throw new Error('500');
      },
    });
    chooseFile(input, 'appeals.csv');
    await settle();
    upload().click();
    await settle();
    expect(attempts).toBe(1);
    expect(mounted.shadow.querySelector('[role="dialog"]')).not.toBeNull();
    expect(upload().disabled).toBe(false);
    upload().click();
    await settle();
    expect(attempts).toBe(2);
  });

  it('closes on Escape, gives the focus back, and opens again without the old file', async () => {
    let closed = 0;
    const { opener, input } = await open({ onClose: () => closed++ });
    chooseFile(input, 'appeals.csv');
    await settle();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(closed).toBe(1);
    expect(deepActiveElement()).toBe(opener);
    opener.click();
    await settle(50);
    expect(mounted.shadow.querySelector<HTMLButtonElement>('.pl-dialog__footer .pl-button--primary')!.disabled).toBe(true);
    expect(mounted.shadow.querySelector('[role="dialog"]')!.textContent).toContain('Файл танланмаган');
  });

  it('offers generated template and sample files as buttons that fetch them', async () => {
    const fetched: string[] = [];
    const { dialog } = await open({
      onTemplate: async () => void fetched.push('template'),
      onSample: async () => void fetched.push('sample'),
    });
    byText<HTMLButtonElement>(dialog, 'button', 'Шаблон файл')!.click();
    byText<HTMLButtonElement>(dialog, 'button', 'Намуна файл')!.click();
    expect(fetched).toEqual(['template', 'sample']);
  });

  it('shows the refused rows of a report, announced, with the link to the file with its errors', async () => {
    const report = {
      summary: 'Файлда 2 та хато топилди, ҳеч нарса ёзилмади',
      errors: [
        { row: 3, column: 'Мурожаатчи', message: 'Камида 3 та белги' },
        { row: 4, column: 'Ҳудуд', message: 'Нотўғри қиймат' },
      ],
      downloadUrl: '/uploads/files/r1',
      downloadLabel: 'Хатолар билан файлни юклаб олиш',
      rowLabel: 'Қатор',
      columnLabel: 'Устун',
      errorLabel: 'Хато',
    };
    const { dialog } = await open({ report });
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Файлда 2 та хато топилди, ҳеч нарса ёзилмади');
    const cells = [...dialog.querySelectorAll('.pl-import__errors tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['3', 'Мурожаатчи', 'Камида 3 та белги'],
      ['4', 'Ҳудуд', 'Нотўғри қиймат'],
    ]);
    expect(byText<HTMLAnchorElement>(dialog, 'a', 'Хатолар билан файлни юклаб олиш')!.getAttribute('href')).toBe('/uploads/files/r1');
  });
});
