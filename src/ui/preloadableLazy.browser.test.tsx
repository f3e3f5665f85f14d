import { Suspense, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Rows({ count }: { count: number }) {
  return <p>{count} rows</p>;
}

let root: Root | null = null;
let host: HTMLElement | null = null;

function mount(node: ReactElement): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(node));
  return host;
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('preloadableLazy', () => {
  it('draws a view whose chunk was preloaded in its first commit, without showing the fallback', async () => {
    const View = preloadableLazy(async () => Rows);
    await View.preload();
    const shown = mount(
      <Suspense fallback={<p>Юкланмоқда...</p>}>
        <View count={3} />
      </Suspense>,
    );
    expect(shown.textContent).toBe('3 rows');
  });

  it('suspends like React.lazy while the chunk is not in, then draws it', async () => {
    let arrive!: () => void;
    const View = preloadableLazy(() => new Promise<typeof Rows>((resolve) => (arrive = () => resolve(Rows))));
    const shown = mount(
      <Suspense fallback={<p>Юкланмоқда...</p>}>
        <View count={5} />
      </Suspense>,
    );
    expect(shown.textContent).toBe('Юкланмоқда...');
    arrive();
    await until(() => shown.textContent === '5 rows');
    expect(shown.textContent).toBe('5 rows');
  });

  it('loads the chunk once however often it is preloaded, and again after a failed download', async () => {
    let loads = 0;
    const View = preloadableLazy(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return Rows;
    });
    await View.preload();
    await Promise.all([View.preload(), View.preload()]);
    expect(loads).toBe(2);
  });
});
