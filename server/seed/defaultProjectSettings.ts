import { DEFAULT_ENABLED_LOCALES, DEFAULT_LOCALE, type ProjectInfo } from '../../src/core/api/contract';

/** Stored settings (project_settings rows): everything in /info except what the running server itself reports. */
export type ProjectSettings = Omit<ProjectInfo, 'version' | 'demo' | 'translationsRevision'>;

/**
 * Settings a fresh database starts with, in demo and production alike. Also the fallback for a key an
 * administrator deleted, so `/api/info` always answers every field of the contract.
 */
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  name: 'Platon',
  shortName: 'Platon',
  product: 'platon',
  has_main: true,
  projectVersion: '1.0.0',
  transfer_method: null,
  defaultLocale: DEFAULT_LOCALE,
  enabledLocales: [...DEFAULT_ENABLED_LOCALES],
  defaultTheme: 'default',
  defaultThemeColor: 'default',
  homeRedirect: null,
  noLayout: false,
  settingsPage: true,
  supportPhone: '+998 71 200 00 00',
  supportChat: 'https://t.me/platon_support',
  copyright: { text: '© Platon', url: 'https://example.com' },
  mapTilesUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  oauth2: {},
  call24: {},
  components: [],
  // SPEC §9: the winter-mode date (15 February) and error reporting, off, sampled at 0.2 when turned on.
  winterModeDate: '02-15',
  errorReporting: false,
  errorSampleRate: 0.2,
};
