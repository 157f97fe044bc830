/**
 * Client module (docusaurus.config.ts `clientModules`): routes `window.docusaurus.prefetch` through
 * the idle-time queue of ./prefetch-queue.ts. Client modules are evaluated before Docusaurus's
 * client entry assigns `window.docusaurus`, so the assignment is intercepted with an accessor
 * property and the assigned object is wrapped; nothing else about it changes.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdleScheduler, createIdlePrefetcher, type DocusaurusClientApi} from './prefetch-queue';

if (ExecutionEnvironment.canUseDOM) {
  const scheduler = browserIdleScheduler();
  let current: DocusaurusClientApi | undefined;
  const wrap = (api: DocusaurusClientApi | undefined) => (api ? createIdlePrefetcher(api, scheduler) : api);
  const existing = window.docusaurus as DocusaurusClientApi | undefined; // typed by @docusaurus/module-type-aliases
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (api: DocusaurusClientApi | undefined) => {
      current = wrap(api);
    },
  });
  if (existing) current = wrap(existing);
}
