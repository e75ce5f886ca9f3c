import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [,, path, w, h, name] = process.argv;
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto('http://127.0.0.1:4400' + path);
await p.waitForTimeout(400);
await p.screenshot({ path: `/tmp/${name}.png` });
await b.close();
