import { statements } from './statements';

// A page may require one permission of its reader (GET /pages/{name} answers 403 without it).
export const migration0002PagePermission = statements([`ALTER TABLE platon_pages ADD COLUMN permission text`]);
