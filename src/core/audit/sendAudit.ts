import type { AuditAction, AuditRecord } from '../api/contract';
import type { ApiClient } from '../api/apiClient';

/**
 * Record a user action in the audit trail (docs/behaviour.md §2 Audit record). The server takes the user from the token;
 * the browser adds what only it knows (URL, browser). Failures are logged only: auditing never blocks work.
 */
export function sendAudit(api: ApiClient, actionType: AuditAction, actionTitle: string, details?: unknown): void {
  const record: AuditRecord = {
    actionType,
    actionTitle,
    details,
    fullUrl: globalThis.location?.href,
    browserInfo: globalThis.navigator?.userAgent,
    fullTime: new Date().toISOString(),
  };
  api.post('audit', record).catch((error) => console.warn('[platon] audit failed', error));
}
