import packageJson from '../package.json';

/** The Platon release, reported as `version` by `/api/info`; bundled in at build time. */
export const PLATON_VERSION: string = packageJson.version;
