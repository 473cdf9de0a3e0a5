import { describe, expect, it } from 'vitest';
import { findInstallDrift } from './find-install-drift.mjs';

const locked = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'postradar', workspaces: ['packages/*', 'apps/*'] },
    'apps/web': { name: '@postradar/web', dependencies: { react: '^19.2.0' } },
    'node_modules/@postradar/web': { resolved: 'apps/web', link: true },
    'node_modules/react': { version: '19.2.0', integrity: 'sha512-react', license: 'MIT' },
    'node_modules/@rollup/rollup-darwin-arm64': {
      version: '4.52.0',
      integrity: 'sha512-darwin',
      optional: true,
      os: ['darwin'],
    },
    'node_modules/@rollup/rollup-linux-x64-gnu': {
      version: '4.52.0',
      integrity: 'sha512-linux',
      optional: true,
      os: ['linux'],
    },
  },
};

/** What npm records after installing the lock on Linux: every entry but the root and Darwin's. */
function installedOnLinux() {
  const packages: Record<string, unknown> = structuredClone(locked.packages);
  delete packages[''];
  delete packages['node_modules/@rollup/rollup-darwin-arm64'];
  return { lockfileVersion: 3, packages };
}

describe('findInstallDrift', () => {
  it('finds none when every package the lock pins for this platform is installed', () => {
    expect(findInstallDrift(locked, installedOnLinux())).toEqual([]);
  });

  it('asks for an install when none is recorded', () => {
    expect(findInstallDrift(locked, null)).toEqual(['no install is recorded in node_modules']);
  });

  it('names a package that is missing, unless it is optional', () => {
    const installed = installedOnLinux();
    delete installed.packages['node_modules/react'];
    delete installed.packages['node_modules/@rollup/rollup-linux-x64-gnu'];
    expect(findInstallDrift(locked, installed)).toEqual(['node_modules/react is not installed']);
  });

  it('names a package whose version, integrity or workspace link differs', () => {
    const installed = installedOnLinux();
    installed.packages['node_modules/react'] = {
      version: '19.1.0',
      integrity: 'sha512-older',
      license: 'MIT',
    };
    installed.packages['apps/web'] = { name: '@postradar/web', dependencies: { react: '^19.1.0' } };
    expect(findInstallDrift(locked, installed)).toEqual([
      'apps/web differs from package-lock.json',
      'node_modules/react differs from package-lock.json',
    ]);
  });

  it('names a package installed beside the lock', () => {
    const installed = installedOnLinux();
    installed.packages['node_modules/left-pad'] = { version: '1.3.0', integrity: 'sha512-pad' };
    expect(findInstallDrift(locked, installed)).toEqual([
      'node_modules/left-pad is installed but not in package-lock.json',
    ]);
  });

  it('ignores the order in which the fields were written', () => {
    const installed = installedOnLinux();
    installed.packages['node_modules/react'] = {
      license: 'MIT',
      integrity: 'sha512-react',
      version: '19.2.0',
    };
    expect(findInstallDrift(locked, installed)).toEqual([]);
  });
});
