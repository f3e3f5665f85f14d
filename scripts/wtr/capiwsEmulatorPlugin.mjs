// Browser tests of the E-IMZO desktop signer (src/core/eimzo/createEimzoServiceSigner.browser.test.ts) talk
// to CAPIWS emulators (tests/support/startCapiwsEmulator.ts) that run here, on the Node side: the page asks
// `GET /__capiws?config={...}` for one with that configuration (version, typed password, ID card, accepted API
// keys) and gets its ws:// address; `GET /__capiws/remove-card?url=...` takes its ID card out. Each emulator
// listens on a free port of its own, so nothing clashes with a real E-IMZO on 64443/64646. The test keys
// (a CA, a valid and an expired key, password demo123) are made at the first request.
import { tsImport } from 'tsx/esm/api';

export function capiwsEmulatorPlugin() {
  const emulators = new Map();
  let keys = null;
  // Compiled once for the run, not for every emulator.
  let emulatorModule = null;

  async function makeKeys() {
    const { createCertificateAuthority } = await tsImport('../../server/eimzo/createCertificateAuthority.ts', import.meta.url);
    const { writeKeyFile } = await tsImport('../../src/core/eimzo/writeKeyFile.ts', import.meta.url);
    const ca = await createCertificateAuthority('CN=CAPIWS Test CA, O=Platon, C=UZ');
    const DAY = 24 * 3600 * 1000;
    const make = async (file, subject, notAfter) => {
      const issued = await ca.issue({ subject, ...(notAfter ? { notBefore: new Date(notAfter.getTime() - 365 * DAY), notAfter } : {}) });
      const bytes = await writeKeyFile(
        { privateKey: issued.keys.privateKey, certificate: issued.certificate.rawData, chain: [ca.certificate.rawData] },
        'demo123',
      );
      return { file, bytes: new Uint8Array(bytes), password: 'demo123' };
    };
    return {
      director: await make(
        'DS305123456.pfx',
        'CN=Жасур Раҳимов, O=«Янги Йўл» МЧЖ, 1.2.860.3.16.1.1=305123456, 1.2.860.3.16.1.2=30505851234567',
      ),
      expired: await make('DS422079512.pfx', 'CN=Нилуфар Каримова, 1.2.860.3.16.1.2=42207951234560', new Date(Date.now() - 30 * DAY)),
    };
  }

  return {
    name: 'capiws-emulator',
    async serve(context) {
      if (context.path === '/__capiws') {
        const config = JSON.parse(context.query.config ?? '{}');
        keys ??= makeKeys();
        const { director, expired } = await keys;
        emulatorModule ??= tsImport('../../tests/support/startCapiwsEmulator.ts', import.meta.url);
        const { startCapiwsEmulator } = await emulatorModule;
        const emulator = await startCapiwsEmulator({
          keys: [director, expired],
          idCard: config.idCard ? director : null,
          typedPassword: config.typedPassword ?? 'demo123',
          version: config.version,
          apiKeys: config.apiKeys ?? null,
        });
        emulators.set(emulator.url, emulator);
        return { body: JSON.stringify({ url: emulator.url }), type: 'json' };
      }
      if (context.path === '/__capiws/remove-card') {
        emulators.get(context.query.url)?.removeIdCard();
        return { body: '{}', type: 'json' };
      }
      if (context.path === '/__capiws/calls') {
        return { body: JSON.stringify(emulators.get(context.query.url)?.calls ?? []), type: 'json' };
      }
      return undefined;
    },
    async serverStop() {
      await Promise.all([...emulators.values()].map((emulator) => emulator.close()));
    },
  };
}
