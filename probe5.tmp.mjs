import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources||[]).map(s => (s.node?.nodeName||'') + '.' + (s.node?.className||'').toString().slice(0,60) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://127.0.0.1:4173' + (process.argv[2] || '/blog/ai-agents-guide'));
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
await browser.close();
