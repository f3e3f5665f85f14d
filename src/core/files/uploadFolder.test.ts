import { describe, expect, it } from 'vitest';
import { uploadFolder } from './uploadFolder';

describe('uploadFolder', () => {
  it('is the open folder when nothing is typed', () => {
    expect(uploadFolder('', '')).toBe('');
    expect(uploadFolder('reports/2025', '   ')).toBe('reports/2025');
  });

  it('puts a typed name, nested or not, under the open folder, tidied', () => {
    expect(uploadFolder('', 'contracts')).toBe('contracts');
    expect(uploadFolder('reports', ' 2025/ march /')).toBe('reports/2025/march');
    expect(uploadFolder('reports', '/x//y')).toBe('reports/x/y');
  });

  it('refuses parts that would mean another place', () => {
    expect(uploadFolder('reports', '..')).toBeNull();
    expect(uploadFolder('reports', 'a/./b')).toBeNull();
    expect(uploadFolder('', 'a\\b')).toBeNull();
  });
});
