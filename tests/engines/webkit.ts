/**
 * WebKit for the end-to-end tests: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver, the engine
 * of Safari) driven by its WebKitWebDriver over W3C WebDriver with selenium-webdriver, under a
 * virtual display (xvfb-run). Fails with instructions when either is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from '@playwright/test';
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

/**
 * WebKitWebDriver's answer when the page's web process died under it. It happened once in CI (one
 * run of many; none in 13 runs of the stage here): a crash of the engine, not a verdict on the page.
 */
const pageCrash = /page crash or hang/;

/**
 * A test body that, should WebKit's page process crash, runs once more in a browser `relaunch`
 * starts anew; any other failure, and a second crash, fail the test as they are. The crash is said
 * on the console and in the test's annotations, so a crash that starts to recur is seen.
 */
export function rerunOnPageCrash(relaunch: () => Promise<void>) {
  return (body: () => Promise<void>) => async () => {
    try {
      await body();
    } catch (error) {
      if (!(error instanceof Error && error.name === 'NoSuchSessionError' && pageCrash.test(error.message))) throw error;
      console.warn(`WebKit's page process crashed (${error.message}); the test runs once more in a new browser.`);
      test.info().annotations.push({ type: 'WebKit page crash', description: error.message });
      await relaunch();
      await body();
    }
  };
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
        // Waits for the driver to end, so a new one may take its port.
        const ended = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
        stop();
        await ended;
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
