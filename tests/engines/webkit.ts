/**
 * WebKit for the end-to-end tests: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver, the engine
 * of Safari) driven by its WebKitWebDriver over W3C WebDriver with selenium-webdriver, under a
 * virtual display (xvfb-run). Fails with instructions when either is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, type WebDriver } from 'selenium-webdriver';

const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

export interface WebKit {
  driver: WebDriver;
  close(): Promise<void>;
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver ended at start (exit ${child.exitCode}).`);
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 10 s.');
}

/** `acceptInsecureCerts` for a page behind the tests' own TLS proxy (tls-proxy.ts). */
export async function launchWebKit(port: number, { acceptInsecureCerts = false } = {}): Promise<WebKit> {
  if (!existsSync(driverPath) || !existsSync('/usr/bin/xvfb-run')) {
    throw new Error('No WebKit driver found. Install one: `sudo apt-get install -y webkit2gtk-driver xvfb` (Debian/Ubuntu), or set WEBKIT_WEBDRIVER_PATH.');
  }
  // A process group of its own, so closing ends xvfb-run, Xvfb and the driver together.
  const child = spawn('xvfb-run', ['-a', driverPath, `--port=${port}`], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await waitForDriver(url, child);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', ...(acceptInsecureCerts ? { acceptInsecureCerts: true } : {}) })
      .build();
    return {
      driver,
      async close() {
        await driver.quit().catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
