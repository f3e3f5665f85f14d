import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { corsAllowList, demoCorsNotice } from './corsAllowList';

describe('the CORS allow-list of a start', () => {
  it('is PLATON_CORS_ORIGINS alone in a production start, whatever the hosts port says', () => {
    for (const off of ['0', 'false', 'no', 'OFF']) {
      const config = loadConfig({
        PLATON_DEMO: off,
        PORT: '8080',
        PLATON_DEMO_HOSTS_PORT: '8081',
        PLATON_CORS_ORIGINS: 'https://portal.uz',
      });
      expect(corsAllowList(config)).toEqual({ origins: ['https://portal.uz'], demo: [] });
    }
    const bare = corsAllowList(loadConfig({ PLATON_DEMO: '0', HOST: '0.0.0.0' }));
    expect(bare).toEqual({ origins: [], demo: [] });
    expect(demoCorsNotice(bare.demo)).toBeNull();
  });

  it("adds the demo host apps' listener in demo mode, and the start line names it", () => {
    const { origins, demo } = corsAllowList(loadConfig({ PORT: '8080', PLATON_CORS_ORIGINS: 'https://portal.uz' }));
    expect(demo).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(origins).toEqual(['https://portal.uz', 'http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(demoCorsNotice(demo)).toContain('http://127.0.0.1:8081, http://localhost:8081');
  });

  it('adds nothing when the demo turns its second listener off', () => {
    expect(corsAllowList(loadConfig({ PORT: '8080', PLATON_DEMO_HOSTS_PORT: '0' })).demo).toEqual([]);
  });
});
