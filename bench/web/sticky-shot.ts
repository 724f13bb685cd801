import { launchBrowser } from '../../e2e/browser';
const browser = await launchBrowser();
for (const [path, w] of [['/en/live/sport', 1280], ['/en', 1440], ['/en/live/sport', 1100]] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:3900${path}`, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.mouse.wheel(0, 2500);
  await page.waitForTimeout(800);
  const box = await page.getByRole('heading', { name: 'Betslip' }).boundingBox();
  console.log(path, w, JSON.stringify(box), await page.evaluate('window.scrollY'));
  await page.screenshot({ path: `/tmp/inv/sticky${path.replace(/\W/g, '_')}-${w}.png` });
  await ctx.close();
}
await browser.close();
