/**
 * Parallel indexing over worker threads (whole-site indexing budget: ≤ 5 s, bench/budgets.json).
 * Files are dealt round-robin to N workers; results are merged back in file order, so the output
 * is identical to the sequential path. Workers load TypeScript through tsx's `register()` API;
 * when that is unavailable the caller falls back to in-process indexing.
 */
import { Worker } from 'node:worker_threads';
import type { DocSearchRecord } from '../../records/types.ts';
import type { IndexPageOptions } from '../page.ts';

/** One file's outcome, as posted by a worker. */
export type WorkerFileResult = { file: string; records: DocSearchRecord[] } | { file: string; skipped: string } | { file: string; error: string };

/**
 * Index files with `workers` threads.
 * @param buildDir - the build folder.
 * @param files - build-relative file paths.
 * @param workers - number of threads (≥ 2 to be useful).
 * @returns per-file results in the order of `files`.
 * @throws Error when a worker cannot start or crashes (the caller may retry sequentially).
 */
export async function indexInWorkers(buildDir: string, files: readonly string[], options: IndexPageOptions, workers: number): Promise<WorkerFileResult[]> {
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./index-worker.ts', import.meta.url).href;
  const source = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const shares: string[][] = Array.from({ length: workers }, () => []);
  files.forEach((f, i) => shares[i % workers].push(f));
  const parts = await Promise.all(
    shares.map(
      (share) =>
        new Promise<WorkerFileResult[]>((resolve, reject) => {
          if (share.length === 0) return resolve([]);
          const w = new Worker(source, { eval: true, workerData: { buildDir, files: share, options } });
          w.once('message', (m: WorkerFileResult[]) => {
            resolve(m);
            void w.terminate();
          });
          w.once('error', reject);
          w.once('exit', (code) => {
            if (code !== 0) reject(new Error(`index worker exited with code ${code}`));
          });
        }),
    ),
  );
  const byFile = new Map<string, WorkerFileResult>();
  for (const part of parts) for (const r of part) byFile.set(r.file, r);
  return files.map((f) => byFile.get(f) ?? { file: f, error: 'no result from worker' });
}
