import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { DEFAULT_PORT } from '../../src/server/service-config';

describe('npm start: the dev server proxies /api to the service it starts', () => {
  it('points /api at the port npm run server listens on by default', () => {
    const proxy = viteConfig.server?.proxy?.['/api'];
    expect(proxy).toBe(`http://127.0.0.1:${String(DEFAULT_PORT)}`);
    expect(DEFAULT_PORT).toBe(8787);
  });
});
