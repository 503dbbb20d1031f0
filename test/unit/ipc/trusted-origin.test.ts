// Process: test (node). Which frame URLs may use IPC in Electron: only our built index.html (as a file URL) or,
// in development, the dev server's origin. Parsed, never substring-matched.
import { describe, expect, it } from 'vitest';
import { createTrustedUrlCheck } from '../../../hosts/electron/window/trusted-origin';

describe('createTrustedUrlCheck', () => {
  const built = createTrustedUrlCheck({ rendererIndexPath: '/opt/Stocktake/resources/app/out/renderer/index.html' });
  const dev = createTrustedUrlCheck({
    rendererIndexPath: '/x/out/renderer/index.html',
    devServerUrl: 'http://localhost:5173/',
  });

  it.each([
    'file:///opt/Stocktake/resources/app/out/renderer/index.html',
    'file:///opt/Stocktake/resources/app/out/renderer/index.html#/counts',
    'file:///opt/Stocktake/resources/app/out/renderer/index.html?x=1',
  ])('trusts the built renderer: %s', (url) => {
    expect(built(url)).toBe(true);
  });

  it.each([
    'file:///opt/Stocktake/resources/app/out/renderer/other.html',
    'file:///opt/Stocktake/resources/app/out/renderer/index.html/../../../evil.html',
    'file:///tmp/index.html',
    'file://evil.example/opt/Stocktake/resources/app/out/renderer/index.html',
    'http://localhost:5173/',
    'https://evil.example/opt/Stocktake/resources/app/out/renderer/index.html',
    'about:blank',
    'data:text/html,hi',
    '',
    'not a url',
  ])('refuses for the built app: %s', (url) => {
    expect(built(url)).toBe(false);
  });

  it('trusts the dev server origin only in development, exactly', () => {
    expect(dev('http://localhost:5173/')).toBe(true);
    expect(dev('http://localhost:5173/index.html')).toBe(true);
    expect(dev('http://localhost:5174/')).toBe(false);
    expect(dev('http://localhost.evil.example:5173/')).toBe(false);
    expect(dev('http://user@localhost:5173/')).toBe(true); // same origin; the frame is still ours
    expect(built('http://localhost:5173/')).toBe(false);
  });
});
