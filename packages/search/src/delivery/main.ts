#!/usr/bin/env -S npx tsx
/**
 * `tsx packages/search/src/delivery/main.ts --site website/build [--search-hosts URL,URL]`: the
 * delivery build step (delivery/build.ts) with a progress bar (cli-progress) and a summary line.
 * `--search-hosts` defaults to the `SEARCH_HOSTS` env variable, as the docusaurus build reads it.
 *
 * Exit codes: 0 success, 1 failure (message naming the files and problems on stderr).
 */
import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { buildDelivery } from './build.ts';

const program = new Command();
program
  .name('build-delivery')
  .description('compress a site build (brotli + gzip), hash its inline scripts for the CSP and refuse unsafe links')
  .requiredOption('--site <buildDir>', 'Docusaurus build folder (e.g. website/build)')
  .option('--search-hosts <urls>', 'comma-separated search host URLs allowed in connect-src', process.env.SEARCH_HOSTS ?? '')
  .action(async (o: { site: string; searchHosts: string }) => {
    const bar = new SingleBar(
      { format: 'delivery [{bar}] {percentage}% | {value}/{total} files | {duration}s', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 5000, hideCursor: true },
      Presets.shades_classic,
    );
    let started = false;
    try {
      const r = await buildDelivery({
        siteDir: o.site,
        connectSrc: o.searchHosts.split(',').map((h) => h.trim()).filter(Boolean),
        onProgress: (done, total) => {
          if (!started) {
            bar.start(total, 0);
            started = true;
          }
          bar.update(done);
        },
      });
      if (started) bar.stop();
      const c = r.manifest.compressed;
      const pct = (n: number) => `${((100 * n) / Math.max(1, c.rawBytes)).toFixed(1)}%`;
      console.log(`delivery: ${c.files} files compressed, ${(c.rawBytes / 1e6).toFixed(1)} MB → br ${(c.brBytes / 1e6).toFixed(1)} MB (${pct(c.brBytes)}), gzip ${(c.gzipBytes / 1e6).toFixed(1)} MB (${pct(c.gzipBytes)}); ${r.pages} pages hashed for the CSP; ${Math.round(r.ms)} ms`);
      for (const w of r.inlineHandlerWarnings.slice(0, 20)) console.warn(`warning: inline event handler blocked by the CSP: ${w}`);
    } catch (e) {
      if (started) bar.stop();
      throw e;
    }
  });

program.parseAsync(process.argv).catch((e: unknown) => {
  console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
