import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { NODE_FLOOR, unsupportedNode } from './nodeSupport';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

describe('the supported Node.js', () => {
  it('refuses what is older than the floor with one line, and takes the floor and newer', () => {
    expect(unsupportedNode('20.20.2')).toBe('Platon needs Node.js 22.13 or newer (24 recommended); this is Node.js 20.20.2.');
    expect(unsupportedNode('22.12.0')).not.toBeNull();
    expect(unsupportedNode('22.13.0')).toBeNull();
    expect(unsupportedNode('24.21.0')).toBeNull();
    expect(unsupportedNode('26.0.0')).toBeNull();
  });

  it('is what package.json promises, and no production dependency refuses the floor', () => {
    expect(pkg.engines.node).toBe(`>=${NODE_FLOOR.major}.${NODE_FLOOR.minor}`);
    const floor = `${NODE_FLOOR.major}.${NODE_FLOOR.minor}.0`;
    const refusing = Object.entries(lock.packages as Record<string, { dev?: boolean; engines?: { node?: string } }>)
      .filter(([path, entry]) => path && !entry.dev && entry.engines?.node && !semver.satisfies(floor, entry.engines.node))
      .map(([path, entry]) => `${path}: ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
