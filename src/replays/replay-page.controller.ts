import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ProblemException } from '../common/problem/problem';
import { HandIdPipe } from '../hands/hand-id.pipe';

/**
 * Where the built page is: `dist/replayer`, beside the compiled service (`dist/replays/..`), or seen
 * from the sources (`src/replays/../../dist`) when the service runs from TypeScript in the tests.
 */
const BUILT = [path.resolve(__dirname, '..', 'replayer'), path.resolve(__dirname, '..', '..', 'dist', 'replayer')];

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json' };

/**
 * The page loads nothing but these files and the replay data of its own service; it is never framed,
 * and sends no referrer (a share token lives in the fragment, which browsers never send anyway).
 */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

interface Built {
  html: Buffer;
  assets: Map<string, { body: Buffer; type: string }>;
}

/** Reads the built page once: `index.html` and `assets/*`, whose names carry a hash of their content. */
function loadBuilt(): Built | null {
  const dir = BUILT.find((d) => existsSync(path.join(d, 'index.html')));
  if (!dir) return null;
  const assets = new Map<string, { body: Buffer; type: string }>();
  const assetDir = path.join(dir, 'assets');
  for (const name of existsSync(assetDir) ? readdirSync(assetDir) : []) {
    assets.set(name, { body: readFileSync(path.join(assetDir, name)), type: TYPES[path.extname(name)] ?? 'application/octet-stream' });
  }
  return { html: readFileSync(path.join(dir, 'index.html')), assets };
}

/**
 * The replayer page (`/replay/{id}`, with `#token=` for a share link) and its files. The HTML is
 * revalidated on every load, so a new build reaches people at once; the assets it names never
 * change under their name, so browsers keep them for a year.
 */
@ApiExcludeController()
@Controller('replay')
export class ReplayPageController {
  private built: Built | null | undefined;

  private files(): Built {
    this.built ??= loadBuilt();
    if (!this.built) {
      this.built = undefined;
      throw new ProblemException('service-unavailable', 'The replayer page is not built: run `npm run build` (it builds web/replayer into dist/replayer).');
    }
    return this.built;
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const asset = this.files().assets.get(file);
    if (!asset) throw new ProblemException('not-found', `The replayer has no file '${file}'.`);
    void reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').type(asset.type).send(asset.body);
  }

  @Get(':id')
  page(@Param('id', HandIdPipe) _id: string, @Res() reply: FastifyReply): void {
    const { html } = this.files();
    void reply.headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache' }).type('text/html; charset=utf-8').send(html);
  }
}
