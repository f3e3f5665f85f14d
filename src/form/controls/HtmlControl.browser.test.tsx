import { afterEach, describe, expect, it } from 'vitest';
import { mountForm, type MountedForm } from './testing/mountForm';

describe('html control (docs/behaviour.md §5 html)', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  it('draws the administrator’s HTML without scripts, handlers or javascript: links', async () => {
    (globalThis as { pwned?: boolean }).pwned = false;
    mounted = await mountForm([
      {
        id: 1,
        type: 'html',
        htmlContent:
          '<p>Ариза <b>3 кун</b> ичида кўрилади</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.pwned = true"><script>window.pwned = true</script><a href="javascript:window.pwned=true">бос</a>',
      },
    ]);
    const html = mounted.shadow.querySelector('.pl-form-html')!;
    expect(html.querySelector('p')!.textContent).toBe('Ариза 3 кун ичида кўрилади');
    expect(html.querySelector('b')!.textContent).toBe('3 кун');
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(html.querySelector('a')!.getAttribute('href')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((globalThis as { pwned?: boolean }).pwned).toBe(false);
  });
});
