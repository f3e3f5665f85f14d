import { describe, expect, it } from 'vitest';
import { FILE_MANAGER_PERMISSION } from '../api/fileManagerContract';
import { canManageFiles } from './canManageFiles';

describe('canManageFiles', () => {
  it("lets in the product's administrators and holders of the file manager permission, no one else", () => {
    expect(canManageFiles({ permissions: ['platon.admin'] }, 'platon')).toBe(true);
    expect(canManageFiles({ permissions: ['acme.admin'] }, 'acme')).toBe(true);
    expect(canManageFiles({ permissions: [FILE_MANAGER_PERMISSION] }, 'platon')).toBe(true);
    expect(canManageFiles({ permissions: ['acme.admin'] }, 'platon')).toBe(false);
    expect(canManageFiles({ permissions: ['reports.view'] }, 'platon')).toBe(false);
    expect(canManageFiles(null, 'platon')).toBe(false);
  });
});
