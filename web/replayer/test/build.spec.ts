import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The build script is plain CommonJS (it runs from `npm run build` without a compiler).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { build } = require('../build.js') as { build(outDir: string): Promise<{ outDir: string; js: string; css: string }> };

describe('the replayer build', () => {
  let out: string;
  let built: { js: string; css: string };

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'replayer-'));
    built = await build(out);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes one script and one stylesheet under content-hashed names, and the page that names them', () => {
    expect(built.js).toMatch(/^replayer-[A-Z0-9]{8}\.js$/);
    expect(built.css).toMatch(/^styles-[A-Z0-9]{8}\.css$/);
    expect(readdirSync(path.join(out, 'assets')).sort()).toEqual([built.js, built.css].sort());
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain(`src="/replay/assets/${built.js}"`);
    expect(html).toContain(`href="/replay/assets/${built.css}"`);
    expect(html).not.toContain('{{');
  });

  it('loads nothing from outside the service: no absolute address in the page, the script or the styles', () => {
    for (const file of ['index.html', `assets/${built.js}`, `assets/${built.css}`]) {
      const text = readFileSync(path.join(out, file), 'utf8');
      expect({ file, external: text.match(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/gi) ?? [] }).toEqual({ file, external: [] });
    }
  });

  it('names the same content the same way, so a rebuild keeps what browsers cached', async () => {
    const again = mkdtempSync(path.join(tmpdir(), 'replayer-'));
    try {
      const second = await build(again);
      expect(second).toMatchObject({ js: built.js, css: built.css });
      expect(existsSync(path.join(again, 'index.html'))).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
