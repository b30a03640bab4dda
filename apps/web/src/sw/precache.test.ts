// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { precacheList, precacheVersion } from './precache';

const BUNDLE = [
  'index.html',
  'assets/index-B1.js',
  'assets/index-B1.js.map',
  'assets/index-C2.css',
  'assets/inspection-page-D3.js',
  'assets/inspection-page-D3.js.gz',
  'assets/inspection-page-D3.js.br',
  'assets/logo-E4.woff2',
  '.vite/manifest.json',
  'sw.js',
];
const PUBLIC = ['favicon.svg', 'robots.txt', 'theme-init.js'];

describe('precacheList', () => {
  it('index.html, every JS and CSS file of the build (lazy pages too) and the public files the page loads', () => {
    expect(precacheList(BUNDLE, PUBLIC)).toEqual([
      '/index.html',
      '/assets/index-B1.js',
      '/assets/index-C2.css',
      '/assets/inspection-page-D3.js',
      '/favicon.svg',
      '/theme-init.js',
    ]);
  });

  it('does not depend on the order the bundler lists files in', () => {
    expect(precacheList([...BUNDLE].reverse(), [...PUBLIC].reverse())).toEqual(precacheList(BUNDLE, PUBLIC));
  });
});

describe('precacheVersion', () => {
  const list = precacheList(BUNDLE, PUBLIC);
  it('is stable for the same build', () => {
    expect(precacheVersion(list, ['<html>', 'theme'])).toBe(precacheVersion([...list], ['<html>', 'theme']));
  });

  it('changes with any asset, with index.html and with a public file (names without a hash)', () => {
    const base = precacheVersion(list, ['<html>', 'theme']);
    expect(precacheVersion(precacheList([...BUNDLE, 'assets/new-F5.js'], PUBLIC), ['<html>', 'theme'])).not.toBe(base);
    expect(precacheVersion(list, ['<html lang="sw">', 'theme'])).not.toBe(base);
    expect(precacheVersion(list, ['<html>', 'theme v2'])).not.toBe(base);
  });
});
