import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilePreviewModal, type PreviewFile } from './FilePreviewModal';
import { byText } from './testing/byText';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

const PIXEL = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E';

function Harness({ file }: { file: PreviewFile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <FilePreviewModal
        file={open ? file : null}
        unsupportedText="This item can't be previewed"
        downloadLabel="Юклаб олиш"
        closeLabel="Ёпиш"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Waits (up to 3 s) for what the check that runs before a video shows. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 3000) throw new Error('timed out');
    await settle(20);
  }
}

describe('FilePreviewModal', () => {
  let mounted: Mounted;
  afterEach(async () => {
    await mounted?.unmount();
    await setViewport({ width: 800, height: 600 });
  });

  async function open(file: PreviewFile) {
    mounted = await mountInShadow(<Harness file={file} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    return { opener, dialog: mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')! };
  }

  it('shows an image for png, jpg, jpeg, gif and svg', async () => {
    for (const extension of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'JPG']) {
      const { dialog } = await open({ url: PIXEL, name: `photo.${extension}`, extension });
      const img = dialog.querySelector('img')!;
      expect(img, extension).not.toBeNull();
      expect(img.getAttribute('src')).toBe(PIXEL);
      expect(img.alt).toBe(`photo.${extension}`);
      expect(dialog.querySelector('video, iframe')).toBeNull();
      await mounted.unmount();
    }
  });

  it('shows a video with controls for mp4, mov, wmv and webm', async () => {
    for (const extension of ['mp4', 'mov', 'wmv', 'webm']) {
      const { dialog } = await open({ url: 'data:video/mp4,', name: `clip.${extension}`, extension });
      await until(() => dialog.querySelector('video') !== null);
      const video = dialog.querySelector('video')!;
      expect(video, extension).not.toBeNull();
      expect(video.controls).toBe(true);
      expect(video.getAttribute('aria-label')).toBe(`clip.${extension}`);
      await mounted.unmount();
    }
  });

  it('checks a video’s address first: an answer outside 200 to 400 is logged and said, not played', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const { dialog } = await open({ url: '/no-such-video-here.mp4', name: 'gone.mp4' });
      await until(() => dialog.querySelector('[role="alert"]') !== null);
      expect(dialog.querySelector('[role="alert"]')!.textContent).toBe("This item can't be previewed");
      expect(dialog.querySelector('video')).toBeNull();
      expect(warnings).toContainEqual(['[platon] video preview unavailable', 404]);
    } finally {
      console.warn = warn;
    }
  });

  it('shows a pdf in a titled frame', async () => {
    const { dialog } = await open({ url: 'about:blank', name: 'contract.pdf', extension: 'pdf' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('about:blank');
    expect(frame.title).toBe('contract.pdf');
  });

  it("says exactly 'This item can't be previewed' for other files, and still offers the download", async () => {
    const { dialog } = await open({ url: '/files/7', name: 'report.docx', extension: 'docx', downloadUrl: '/uploads/files/7' });
    expect(dialog.querySelector('.pl-dialog__body')!.textContent).toBe("This item can't be previewed");
    expect(dialog.querySelector('img, video, iframe')).toBeNull();
    const download = byText<HTMLAnchorElement>(dialog, 'a', 'Юклаб олиш')!;
    expect(download.getAttribute('href')).toBe('/uploads/files/7');
    expect(download.getAttribute('download')).toBe('report.docx');
  });

  it('takes the extension from the name when none is given, and downloads from the url by default', async () => {
    const { dialog } = await open({ url: PIXEL, name: 'scan.PNG' });
    expect(dialog.querySelector('img')).not.toBeNull();
    expect(byText<HTMLAnchorElement>(dialog, 'a', 'Юклаб олиш')!.getAttribute('href')).toBe(PIXEL);
  });

  it('is titled by the file name, 600 px wide and 90% of the viewport high', async () => {
    const { dialog } = await open({ url: 'about:blank', name: 'contract.pdf', extension: 'pdf' });
    expect(mounted.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('contract.pdf');
    const box = dialog.getBoundingClientRect();
    expect(box.width).toBe(600);
    expect(box.height).toBeCloseTo(innerHeight * 0.9, 0);
  });

  it('is the window width minus 40 on a narrow screen', async () => {
    await setViewport({ width: 400, height: 700 });
    const { dialog } = await open({ url: PIXEL, name: 'a.png', extension: 'png' });
    const box = dialog.getBoundingClientRect();
    expect(box.width).toBe(360);
    expect(box.height).toBeCloseTo(700 * 0.9, 0);
  });

  it('closes from the Close button and from Escape, giving the focus back', async () => {
    const { opener, dialog } = await open({ url: PIXEL, name: 'a.png', extension: 'png' });
    const close = [...dialog.querySelectorAll<HTMLButtonElement>('.pl-dialog__footer button')].find((b) => b.textContent === 'Ёпиш')!;
    close.click();
    await settle(50);
    expect(mounted.shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
    opener.click();
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(mounted.shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('still closes on Escape after a click into the PDF viewer (its frame cannot keep the focus)', async () => {
    const pdf = URL.createObjectURL(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    const { dialog } = await open({ url: pdf, name: 'report.pdf' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.tabIndex).toBe(-1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const box = frame.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    // Focus must be back on Close before a key is sent: a key sent into the viewer's frame never comes back.
    await until(() => deepActiveElement() === byText(dialog, 'button', 'Ёпиш'));
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(mounted.shadow.querySelector('[role="dialog"]')).toBeNull();
    URL.revokeObjectURL(pdf);
  });
});
