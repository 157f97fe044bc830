/**
 * Worker-thread entry for parallel indexing (see `parallel.ts`): receives a list of build files,
 * indexes each with `indexPage`, and posts the per-file results back in the order received.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { indexPage, type IndexPageOptions } from '../page.ts';
import type { WorkerFileResult } from './parallel.ts';

interface Job {
  buildDir: string;
  files: string[];
  options: IndexPageOptions;
}

const job = workerData as Job;
const results: WorkerFileResult[] = [];
for (const file of job.files) {
  try {
    const html = await readFile(join(job.buildDir, file), 'utf8');
    const r = indexPage(html, file, job.options);
    results.push(r.skipped ? { file, skipped: r.skipped } : { file, records: r.records });
  } catch (e) {
    results.push({ file, error: e instanceof Error ? e.message : String(e) });
  }
}
parentPort!.postMessage(results);
