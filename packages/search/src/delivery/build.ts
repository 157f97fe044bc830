/**
 * The delivery build step, run after `docusaurus build` and the indexer (root `npm run build`):
 *
 * 1. every HTML page is scanned ({@link scanPage}): the CSP hashes of its inline scripts go to the
 *    manifest, and a link target with a `javascript:`, `data:` or `vbscript:` scheme fails the step
 *    (file and element named; this catches what reached the built page by any route, not only
 *    markdown links);
 * 2. HTML, JS, CSS, JSON, SVG, XML and text files of at least `compressMinBytes` get brotli (`.br`)
 *    and gzip (`.gz`) variants beside them, with node:zlib, when they save at least 10%; stale
 *    variants of files that no longer qualify are removed;
 * 3. `.delivery-manifest.json` is written (delivery/manifest.ts) for the server.
 *
 * Limits: SEARCH_CONFIG.delivery.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { SEARCH_CONFIG } from '../config.ts';
import { scanPage } from './inline-scripts.ts';
import { DELIVERY_MANIFEST_FILE, DELIVERY_MANIFEST_VERSION, type DeliveryManifest } from './manifest.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const CONFIG = SEARCH_CONFIG.delivery;

/** Options of {@link buildDelivery}. */
export interface DeliveryBuildOptions {
  /** The Docusaurus build folder. */
  siteDir: string;
  /** Search host URLs the pages may connect to (the build's `SEARCH_HOSTS`), absolute URLs. */
  connectSrc?: readonly string[];
  /** Called after each file: done and total file counts (for a progress bar). */
  onProgress?: (done: number, total: number) => void;
}

/** What {@link buildDelivery} did. */
export interface DeliveryBuildResult {
  manifest: DeliveryManifest;
  /** HTML pages scanned. */
  pages: number;
  /** Pages with inline event handlers the policy will block, `file: <el onx>`. */
  inlineHandlerWarnings: string[];
  /** Time taken, ms. */
  ms: number;
}

/** A build failure naming the files and problems. */
export class DeliveryBuildError extends Error {
  override name = 'DeliveryBuildError';
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
  }
  return out.sort();
}

const posixRel = (root: string, file: string): string => relative(root, file).split(sep).join('/');

/** Write `data` to `file` when given, else remove a stale `file`. */
async function writeOrRemove(file: string, data: Buffer | null): Promise<void> {
  if (data) await writeFile(file, data);
  else await rm(file, { force: true });
}

/**
 * Run the step over a build folder.
 * @throws DeliveryBuildError naming every page that carries an unsafe link, or a page over `maxHtmlBytes`;
 *   Error when the folder cannot be read or written.
 */
export async function buildDelivery(options: DeliveryBuildOptions): Promise<DeliveryBuildResult> {
  const t0 = performance.now();
  const root = options.siteDir;
  try {
    if (!(await stat(root)).isDirectory()) throw new Error('not a folder');
  } catch (e) {
    throw new DeliveryBuildError(`${root}: build folder does not exist (${(e as Error).message}); run the docusaurus build first`);
  }
  const all = await listFiles(root);
  const variants = new Set(all.filter((f) => f.endsWith('.br') || f.endsWith('.gz')));
  const sources = all.filter((f) => !variants.has(f) && !posixRel(root, f).split('/').some((s) => s.startsWith('.')));
  const compressible = new Set<string>(CONFIG.compressExtensions);

  const scriptHashes: Record<string, string[]> = {};
  const unsafe: string[] = [];
  const handlers: string[] = [];
  const totals = { files: 0, rawBytes: 0, brBytes: 0, gzipBytes: 0 };
  let pages = 0;
  let done = 0;

  const work = async (file: string): Promise<void> => {
    const ext = extname(file).toLowerCase();
    const rel = posixRel(root, file);
    if (ext === '.html') {
      const html = await readFile(file);
      if (html.length > CONFIG.maxHtmlBytes) throw new DeliveryBuildError(`${rel}: ${html.length} bytes, over the ${CONFIG.maxHtmlBytes}-byte page limit`);
      const scan = scanPage(html.toString('utf8'));
      pages++;
      scriptHashes[rel] = scan.scriptHashes;
      for (const u of scan.unsafeLinks) unsafe.push(`${rel}: ${u}`);
      for (const h of scan.inlineHandlers) handlers.push(`${rel}: ${h}`);
    }
    if (compressible.has(ext)) {
      const data = await readFile(file);
      let br: Buffer | null = null;
      let gz: Buffer | null = null;
      if (data.length >= CONFIG.compressMinBytes) {
        [br, gz] = await Promise.all([
          brotliAsync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: CONFIG.brotliQuality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gzipAsync(data, { level: CONFIG.gzipLevel }),
        ]);
        if (br.length > data.length * CONFIG.compressMaxRatio) br = null;
        if (gz.length > data.length * CONFIG.compressMaxRatio) gz = null;
      }
      await Promise.all([writeOrRemove(`${file}.br`, br), writeOrRemove(`${file}.gz`, gz)]);
      if (br || gz) {
        totals.files++;
        totals.rawBytes += data.length;
        totals.brBytes += (br ?? gz ?? data).length;
        totals.gzipBytes += (gz ?? data).length;
      }
    } else {
      // A variant left from an earlier run of a file that is no longer compressed.
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    }
    options.onProgress?.(++done, sources.length);
  };

  // A small pool: zlib work runs on the libuv threads, parsing on this one.
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, CONFIG.concurrency) }, async () => {
      while (next < sources.length) await work(sources[next++]);
    }),
  );

  if (unsafe.length > 0) {
    throw new DeliveryBuildError(`${unsafe.length} link target(s) with a javascript:, data: or vbscript: scheme in the built pages:\n  ${unsafe.slice(0, 50).join('\n  ')}`);
  }
  const { searchHostOrigins } = await import('./csp.ts');
  const manifest: DeliveryManifest = {
    version: DELIVERY_MANIFEST_VERSION,
    generatedAt: new Date().toISOString(),
    connectSrc: searchHostOrigins(options.connectSrc ?? []),
    scriptHashes,
    compressed: totals,
  };
  await writeFile(join(root, DELIVERY_MANIFEST_FILE), JSON.stringify(manifest));
  return { manifest, pages, inlineHandlerWarnings: handlers, ms: performance.now() - t0 };
}
