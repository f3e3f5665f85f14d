import { describe, expect, it } from 'vitest';
import { badgeVariant } from './badgeVariant';
import { canEditMenuItem, PLATFORM_PROJECT_ID } from './canEditMenuItem';
import { menuEditLink } from './menuEditLink';
import { organizationKey } from './organizationKey';
import { currentOrganizationKey } from './currentOrganizationKey';
import { organizationLabel } from './organizationLabel';
import { parseCssStyle } from './parseCssStyle';

const admin = { permissions: ['platon.admin'] };
const user = { permissions: ['appeals.view'] };

describe('canEditMenuItem (docs/behaviour.md §2)', () => {
  const own = { projectId: 'appeals' };
  it('offers edit links to {product}.admin for items of their own project', () => {
    expect(canEditMenuItem(own, { user: admin, product: 'platon', forceUser: false })).toBe(true);
  });

  it('never for the platform’s own items', () => {
    expect(PLATFORM_PROJECT_ID).toBe('platon');
    expect(canEditMenuItem({ projectId: 'platon' }, { user: admin, product: 'platon', forceUser: false })).toBe(false);
    expect(canEditMenuItem({ projectId: '' }, { user: admin, product: 'platon', forceUser: false })).toBe(false);
  });

  it('never in force-user mode, for other users, or for an admin of another product', () => {
    expect(canEditMenuItem(own, { user: admin, product: 'platon', forceUser: true })).toBe(false);
    expect(canEditMenuItem(own, { user, product: 'platon', forceUser: false })).toBe(false);
    expect(canEditMenuItem(own, { user: null, product: 'platon', forceUser: false })).toBe(false);
    expect(canEditMenuItem(own, { user: admin, product: 'appeals', forceUser: false })).toBe(false);
  });

  it('links to the menus form as a modal', () => {
    expect(menuEditLink(12)).toBe('forms/menus/12?_target=modal');
  });
});

describe('badgeVariant', () => {
  it('defaults to primary and accepts the known variants only', () => {
    expect(badgeVariant(null)).toBe('primary');
    expect(badgeVariant('')).toBe('primary');
    expect(badgeVariant(' Warning ')).toBe('warning');
    expect(badgeVariant('danger')).toBe('danger');
    expect(badgeVariant('x" onclick="y')).toBe('primary');
  });
});

describe('parseCssStyle', () => {
  it('turns declarations into a camelCase style object', () => {
    expect(parseCssStyle('color: #c00; font-weight:600 ; background-color : rgb(1, 2, 3);')).toEqual({
      color: '#c00',
      fontWeight: '600',
      backgroundColor: 'rgb(1, 2, 3)',
    });
    expect(parseCssStyle('-webkit-line-clamp: 2; -ms-flex: 1; --accent: red')).toEqual({
      WebkitLineClamp: '2',
      msFlex: '1',
      '--accent': 'red',
    });
    expect(parseCssStyle('font-family: "a;b", serif; color: red !important')).toEqual({ fontFamily: '"a;b", serif', color: 'red' });
  });

  it('skips what does not parse and what could load or run something', () => {
    expect(parseCssStyle('nonsense; : red; color:; 1x: 2; color: blue')).toEqual({ color: 'blue' });
    expect(parseCssStyle('background: url(https://x.test/a.png); width: expression(alert(1)); color: red')).toEqual({ color: 'red' });
    expect(parseCssStyle('color: red} body {x: y')).toEqual({});
    expect(parseCssStyle(null)).toEqual({});
    expect(parseCssStyle('')).toEqual({});
  });
});

describe('organisations', () => {
  it('are named by TIN, else PINFL', () => {
    expect(organizationKey({ tin: '201234567', pinfl: null })).toBe('201234567');
    expect(organizationKey({ tin: null, pinfl: '31502851234567' })).toBe('31502851234567');
    expect(organizationKey({ tin: '', pinfl: '' })).toBeNull();
  });

  it('compare with the user’s orgId as text', () => {
    expect(currentOrganizationKey({ orgId: 201234567 })).toBe('201234567');
    expect(currentOrganizationKey({ orgId: null })).toBe('');
    expect(currentOrganizationKey(null)).toBe('');
  });

  it('show the Latin name in Latin-script locales', () => {
    const org = { name: 'Марказ', nameLa: 'Markaz' };
    expect(organizationLabel(org, 'la')).toBe('Markaz');
    expect(organizationLabel(org, 'qq')).toBe('Markaz');
    expect(organizationLabel(org, 'uz')).toBe('Марказ');
    expect(organizationLabel(org, 'ru')).toBe('Марказ');
    expect(organizationLabel({ name: 'Марказ', nameLa: null }, 'la')).toBe('Марказ');
  });
});
