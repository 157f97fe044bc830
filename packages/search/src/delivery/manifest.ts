/**
 * The delivery manifest: what the build step (delivery/build.ts) learnt about a site build and the
 * server needs at start-up, written to `<build>/.delivery-manifest.json` (a dotfile: never
 * served). Read without the HTML parser.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_CONFIG } from '../config.ts';

/** Manifest file name inside a site build. */
export const DELIVERY_MANIFEST_FILE = SEARCH_CONFIG.delivery.manifestFile;

/** Version of the manifest format; the server refuses other versions. */
export const DELIVERY_MANIFEST_VERSION = 1;

/** Contents of `.delivery-manifest.json`. */
export interface DeliveryManifest {
  version: typeof DELIVERY_MANIFEST_VERSION;
  /** ISO time of the build step. */
  generatedAt: string;
  /** Origins (scheme://host[:port]) the pages may connect to besides their own: the build's `SEARCH_HOSTS`. */
  connectSrc: string[];
  /**
   * Per HTML file (POSIX path relative to the build, `guides/x/index.html`): the CSP source
   * expressions (`'sha256-<base64>'`) of its inline scripts, in document order, without repeats.
   */
  scriptHashes: Record<string, string[]>;
  /** Compression figures of the build step (bytes). */
  compressed: { files: number; rawBytes: number; brBytes: number; gzipBytes: number };
}

/**
 * Read a build's manifest.
 * @param siteDir - the site build folder.
 * @returns the manifest, or null when the build has none (a build made without the delivery step).
 * @throws Error naming the file when it exists but is unreadable, too large, not JSON or of another version.
 */
export async function readDeliveryManifest(siteDir: string): Promise<DeliveryManifest | null> {
  const file = join(siteDir, DELIVERY_MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${file}: cannot read the delivery manifest (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  if (Buffer.byteLength(text) > SEARCH_CONFIG.delivery.maxManifestBytes) {
    throw new Error(`${file}: delivery manifest over ${SEARCH_CONFIG.delivery.maxManifestBytes} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: delivery manifest is not valid JSON (${(e as Error).message})`);
  }
  const m = parsed as Partial<DeliveryManifest> | null;
  if (!m || m.version !== DELIVERY_MANIFEST_VERSION || typeof m.scriptHashes !== 'object' || m.scriptHashes === null || !Array.isArray(m.connectSrc)) {
    throw new Error(`${file}: not a version ${DELIVERY_MANIFEST_VERSION} delivery manifest (rebuild with npm run build)`);
  }
  return m as DeliveryManifest;
}
