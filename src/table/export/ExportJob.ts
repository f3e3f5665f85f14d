import type { JobExportRequest } from '../../core/api/jobContract';
import type { TableLinks } from '../view/TableLinks';

/**
 * What the export dialog needs to run an export as a background job (issue 14): given by the table when it is
 * signed in and its filtered rows pass EXPORT_JOB_ROWS.
 */
export interface ExportJob {
  /** The table, as in `jobs/export/{name}`. */
  name: string;
  request: JobExportRequest;
  /**
   * The app's links inside `<platon-app>`, where the dialog links to `/async`. Null for a standalone
   * `<platon-table>`, which has no such page: the dialog then keeps a panel with the job's progress and,
   * once done, its file.
   */
  appLinks: TableLinks | null;
}
