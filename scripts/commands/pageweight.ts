// npm run oha -- pageweight [--runs N]
// Starts the built server (BUILD_DIR, default "build"; run `npm run build` first) on loopback with
// the demo assistant in a temporary DATA_DIR, then opens the chat page (/assistants/:pathname) and
// the widget's frame (/embed/:pathname) in Chromium (CHROMIUM_PATH) as a phone on a slow network,
// the settings of Lighthouse's mobile run applied to the browser: 390×844 touch screen, 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×. Each load starts with an empty
// cache. Prints, per page: requests, bytes transferred (compressed, as on the wire), Largest
// Contentful Paint and Cumulative Layout Shift from the browser's own performance entries (the
// median of --runs loads, default 3), and the page-to-embed transfer ratio. Figures, no verdicts.
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, freePort } from '../lib/command-args';

/** Lighthouse's default mobile throttling (lighthouse-core/config/constants.js, "mobileSlow4G"). */
export const MOBILE_SLOW_4G = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 };

interface Load {
  requests: number;
  bytes: number;
  lcpMs: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_SLOW_4G.rttMs,
    downloadThroughput: (MOBILE_SLOW_4G.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE_SLOW_4G.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_SLOW_4G.cpuSlowdown });
  let requests = 0;
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    requests += 1;
    bytes += e.encodedDataLength;
  });
  // The page's own observers, installed before any of its scripts run.
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The chat's first screen is up; give the observers a moment to report the last paint.
  await page.getByRole('combobox').waitFor();
  await page.waitForTimeout(1000);
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await context.close();
  return { requests, bytes, lcpMs: lcp, cls };
}

export async function run(args: string[]): Promise<number> {
  const runs = Math.max(1, Number(arg(args, '--runs', '3')));
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'widget', 'widget.js')) || !fs.existsSync(path.join(buildDir, 'server.js'))) {
    console.error(`pageweight: no build in ${buildDir}; run \`npm run build\` first`);
    return 2;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-pageweight-'));
  const port = await freePort();
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    // The compiled server, as production runs it (npm run build makes it).
    server = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        BUILD_DIR: buildDir,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        OHA_DEMO: '1',
        OPENAI_API_KEY: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stderr!.on('data', (d) => (log += d));
    const chatUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
      let demo = '';
      server!.stdout!.on('data', (d: Buffer) => {
        log += d;
        demo ||= /demo chat: (\S+)/.exec(log)?.[1] ?? '';
        if (demo && /listening on port/.test(log)) {
          clearTimeout(timer);
          resolve(demo);
        }
      });
      server!.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
    });
    const pages = { 'chat page': chatUrl, embed: chatUrl.replace('/assistants/', '/embed/') };
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    console.log(
      `phone 390×844, ${MOBILE_SLOW_4G.rttMs} ms RTT, ${(MOBILE_SLOW_4G.downKbps / 1024).toFixed(1)} Mbit/s down, ` +
        `CPU ×${MOBILE_SLOW_4G.cpuSlowdown}, empty cache; median of ${runs}`,
    );
    const results: Record<string, Load> = {};
    for (const [name, url] of Object.entries(pages)) {
      const loads: Load[] = [];
      for (let i = 0; i < runs; i += 1) loads.push(await measure(browser, url));
      const r: Load = {
        requests: median(loads.map((l) => l.requests)),
        bytes: median(loads.map((l) => l.bytes)),
        lcpMs: median(loads.map((l) => l.lcpMs)),
        cls: median(loads.map((l) => l.cls)),
      };
      results[name] = r;
      console.log(
        `${name.padEnd(10)} ${new URL(url).pathname.padEnd(40)} ${String(r.requests).padStart(2)} requests  ` +
          `${(r.bytes / 1024).toFixed(1).padStart(6)} KB transferred  LCP ${Math.round(r.lcpMs)} ms  CLS ${r.cls.toFixed(3)}`,
      );
    }
    const ratio = results['chat page']!.bytes / results.embed!.bytes;
    console.log(`chat page / embed transfer: ${ratio.toFixed(2)}×`);
    return 0;
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
