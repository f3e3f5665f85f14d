import { DEFAULT_ENABLED_LOCALES, DEFAULT_LOCALE, type ProjectInfo } from '../../src/core/api/contract';

/** Stored settings (project_settings rows): everything in /info except what the running server itself reports. */
export type ProjectSettings = Omit<ProjectInfo, 'version' | 'demo' | 'translationsRevision'>;

/**
 * Settings a fresh database starts with, in demo and production alike: neutral, so a production start shows
 * no support line, no link and no snowfall it did not configure (the demo's own values are demo data,
 * seedDemoProjectProfile). Also the fallback for a key an administrator deleted, so `/api/info` always
 * answers every field of the contract. The fields of the `project_settings` form live in the
 * `project_profile` row (PROFILE_SETTING_KEYS), not in key/value rows.
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
  supportPhone: null,
  supportChat: null,
  copyright: { text: '© Platon', url: '' },
  mapTilesUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  oauth2: {},
  call24: {},
  components: [],
  // Winter mode off unless an administrator sets its last day (issue 41); error reporting off, sampled at 0.2
  // when turned on (docs/behaviour.md §12).
  winterModeDate: null,
  errorReporting: false,
  errorSampleRate: 0.2,
};

/** The settings the `project_settings` form edits, kept in the `project_profile` row (migration 0020). */
export const PROFILE_SETTING_KEYS: readonly (keyof ProjectSettings)[] = [
  'name',
  'shortName',
  'defaultLocale',
  'enabledLocales',
  'supportPhone',
  'supportChat',
  'copyright',
  'winterModeDate',
];
