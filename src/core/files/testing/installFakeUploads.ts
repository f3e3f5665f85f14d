export interface FakeUploads {
  /** Every upload sent: its address, headers and form fields (the file by name and size). */
  sent: { url: string; headers: Record<string, string>; fields: Record<string, string>; file: { name: string; size: number } }[];
  /** Hold the next uploads after their first progress report, until `release()`. */
  hold: boolean;
  release(): void;
  /** Answer the next uploads with this refusal instead of storing them. */
  refuse: { status: number; message: string } | null;
  restore(): void;
}

/**
 * Browser tests: a stand-in XMLHttpRequest (the only way a page sees upload progress) that reports the body
 * sent in quarters, then answers 201 with what `store` returns, or the refusal set. Each step waits a
 * moment, as a real upload does, so the view draws its progress in between.
 *
 * @example
 * const uploads = installFakeUploads((fields, file) => ({ data: { id: 'u1', name: file.name } }));
 * uploads.refuse = { status: 413, message: 'Файл ўлчами 1 MB гача бўлиши мумкин' };
 */
export function installFakeUploads(store: (fields: Record<string, string>, file: File) => unknown): FakeUploads {
  const original = globalThis.XMLHttpRequest;
  let waiting: (() => void)[] = [];
  const uploads: FakeUploads = {
    sent: [],
    hold: false,
    refuse: null,
    release() {
      const go = waiting;
      waiting = [];
      go.forEach((resume) => resume());
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload = { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      body.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else file = value;
      });
      const chosen = file as File | null;
      uploads.sent.push({
        url: this.url,
        headers: { ...this.headers },
        fields,
        file: { name: chosen?.name ?? '', size: chosen?.size ?? 0 },
      });
      const total = (chosen?.size ?? 0) + 200;
      void (async () => {
        for (const quarter of [1, 2, 3, 4]) {
          await pause(20);
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round((total * quarter) / 4), total });
          if (quarter === 2 && uploads.hold) await new Promise<void>((resume) => waiting.push(resume));
        }
        if (this.aborted) return;
        const refusal = uploads.refuse;
        this.status = refusal ? refusal.status : 201;
        this.responseText = JSON.stringify(refusal ? { error: 'REFUSED', message: refusal.message } : store(fields, chosen!));
        this.onload?.();
      })();
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return uploads;
}
