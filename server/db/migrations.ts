import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migration0001Initial } from './migrations/migration0001Initial';
import { migration0002PagePermission } from './migrations/migration0002PagePermission';
import { migration0003Ads } from './migrations/migration0003Ads';
import { migration0004Tables } from './migrations/migration0004Tables';
import { migration0005Forms } from './migrations/migration0005Forms';
import { migration0006Accounts } from './migrations/migration0006Accounts';
import { migration0007SignIn } from './migrations/migration0007SignIn';
import { migration0008Oauth } from './migrations/migration0008Oauth';
import { migration0009Eimzo } from './migrations/migration0009Eimzo';
import { migration0010ImportTarget } from './migrations/migration0010ImportTarget';
import { migration0011Jobs } from './migrations/migration0011Jobs';
import { migration0012FileAttached } from './migrations/migration0012FileAttached';
import { migration0013FileFolders } from './migrations/migration0013FileFolders';
import { migration0014Instructions } from './migrations/migration0014Instructions';
import { migration0015Call24 } from './migrations/migration0015Call24';
import { migration0016Metrics } from './migrations/migration0016Metrics';
import { migration0017UserLayouts } from './migrations/migration0017UserLayouts';
import { migration0018LoginDevices } from './migrations/migration0018LoginDevices';
import { migration0019UsersRoles } from './migrations/migration0019UsersRoles';
import { migration0020ProjectProfile } from './migrations/migration0020ProjectProfile';
import { migration0021BuiltInVersions } from './migrations/migration0021BuiltInVersions';
import { migration0022AccountControls } from './migrations/migration0022AccountControls';
import { migration0023SignInSettings } from './migrations/migration0023SignInSettings';
import { migration0024CronRuns } from './migrations/migration0024CronRuns';
import { migration0025RecordSignatures } from './migrations/migration0025RecordSignatures';
import { migration0026ConfigHistory } from './migrations/migration0026ConfigHistory';

/**
 * Schema migrations, one file each under ./migrations, kept in code so the bundled server needs no migration
 * folder next to it. Plain PostgreSQL SQL that PGlite and PostgreSQL 15 both accept. Never edit a shipped
 * migration: add one, and list it here (the key orders them and is what the database records as applied).
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': migration0001Initial,
  '0002_page_permission': migration0002PagePermission,
  '0003_ads': migration0003Ads,
  '0004_tables': migration0004Tables,
  '0005_forms': migration0005Forms,
  '0006_accounts': migration0006Accounts,
  '0007_sign_in': migration0007SignIn,
  '0008_oauth': migration0008Oauth,
  '0009_eimzo': migration0009Eimzo,
  '0010_import_target': migration0010ImportTarget,
  '0011_jobs': migration0011Jobs,
  '0012_file_attached': migration0012FileAttached,
  '0013_file_folders': migration0013FileFolders,
  '0014_instructions': migration0014Instructions,
  '0015_call24': migration0015Call24,
  '0016_metrics': migration0016Metrics,
  '0017_user_layouts': migration0017UserLayouts,
  '0018_login_devices': migration0018LoginDevices,
  '0019_users_roles': migration0019UsersRoles,
  '0020_project_profile': migration0020ProjectProfile,
  '0021_builtin_versions': migration0021BuiltInVersions,
  '0022_account_controls': migration0022AccountControls,
  '0023_sign_in_settings': migration0023SignInSettings,
  '0024_cron_runs': migration0024CronRuns,
  '0025_record_signatures': migration0025RecordSignatures,
  '0026_config_history': migration0026ConfigHistory,
};

/** The name the database records for the newest migration this build knows: /ready compares against it. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1)!;

/** The table of applied migrations (Kysely's migrator keeps it). */
export const MIGRATION_TABLE = 'platon_migrations';

const provider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};

/**
 * Brings the schema up to date and resolves the names of the migrations this call applied, oldest first (none
 * when the database was up to date): `platon migrate` says them. Kysely's migrator takes a PostgreSQL advisory
 * lock, so several instances starting at once against one server migrate exactly once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- it runs before the schema exists, on any database
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'platon_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
