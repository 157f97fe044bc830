/**
 * Test support shared by the browser tests (e2e/) and the benchmarks (bench/): the site + search
 * server (`startServer`), Debian Chromium (`launchBrowser`, `newContext`, `screenshot`), the
 * hydration readiness wait (`gotoReady`, `reloadReady`, `waitReady`) and state waits (`afterPaint`,
 * `trackRequests`), and process-group cleanup for
 * every child they start (`spawnGroup`). Nothing here depends on a test runner; e2e/lib/harness.ts
 * adds the node:test hooks.
 */
export {buildDir, cliPath, repoRoot, startServer, type RunningServer, type StartServerOptions} from './server.ts';
export {afterPaint, artifactsDir, CHROMIUM_ARGS, collectErrors, gotoReady, launchBrowser, newContext, READY_TIMEOUT_MS, reloadReady, screenshot, trackRequests, waitReady, type RequestTracker} from './browser.ts';
export {killAllGroups, killGroup, runGroup, runningGroups, spawnGroup, type ManagedProcess} from './processes.ts';
