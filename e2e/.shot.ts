import {chromium} from 'playwright-core';
const [url, out, w] = process.argv.slice(2);
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
const p = await b.newPage({viewport: {width: Number(w ?? 1280), height: 900}});
await p.goto(url, {waitUntil: 'networkidle'});
await p.waitForTimeout(1500);
await p.screenshot({path: out});
await b.close();
