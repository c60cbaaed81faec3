// Issue 10 item 5: the JavaScript needed for the first render of `/`, gzipped (goal ≤ 170 KB), and that figure
// for the federated build ÷ the same pages built as one app without Module Federation (goal ≤ 1.10); React and
// react-dom fetched once.
// A whole stack runs on its own ports (bench/lib/bench-stack.mjs); headless Chromium opens `/` in a fresh
// context (cold cache), waits until the home page has rendered (product cards and contact section, both from the
// storefront remote) and the network is idle, and records every script it fetched. Each body is gzipped here
// (zlib's default level, as the static servers do), so the figure does not depend on how a server compresses.
// The one-app build is shell/webpack.single-bundle.config.mjs (the remotes' modules imported from their
// sources, split per route); it is served by the same gateway, in place of the shell's files, and measured
// the same way. Runs alternate between the two builds; the bytes are the same every run unless lazy loading
// differs, so medians are quoted.
// Needs the builds: services, gateway, shell and remotes (see BENCHMARKS.md). Usage: node bench/shell-bundle.mjs [runs=3]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBenchStack, root } from './lib/bench-stack.mjs';
import { launchBrowser, median, waitForHome, waitForSeed } from './lib/browser.mjs';
import { writeResult } from './lib/results.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const KB = 1000;
const singleDist = path.join(os.tmpdir(), 'shell-single-bundle');

/** Asset file name → shared package, from every front end's mf-manifest.json (which chunk holds React...). */
function sharedAssets() {
  const map = new Map();
  for (const app of ['shell', 'mf-storefront', 'mf-checkout', 'mf-admin']) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, app, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) map.set(`${app}/${file}`, shared.name);
    }
  }
  return map;
}

async function firstRenderScripts(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto('/');
  await waitForHome(page);
  await page.waitForLoadState('networkidle');
  const scripts = [];
  for (const response of responses) {
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({ url: response.url(), bytes: body.length, gzip: zlib.gzipSync(body).length, transferred: sizes.responseBodySize });
  }
  await context.close();
  return scripts;
}

/** Which front end served a script, by the port it came from (the shell's files come through the gateway). */
function appOf(url, stack) {
  const port = Number(new URL(url).port);
  const app = stack.apps.find((a) => stack.port(a) === port);
  return app?.kind === 'gateway' ? 'shell' : (app?.name ?? 'other');
}

function summarise(scripts, stack, shared) {
  const byApp = {};
  const sharedFetches = {};
  for (const script of scripts) {
    const app = appOf(script.url, stack);
    byApp[app] = (byApp[app] ?? 0) + script.gzip;
    const name = shared?.get(`${app}/${path.basename(new URL(script.url).pathname)}`);
    if (name) (sharedFetches[name] ??= []).push(app);
  }
  return {
    scripts: scripts.length,
    gzipKB: scripts.reduce((sum, s) => sum + s.gzip, 0) / KB,
    rawKB: scripts.reduce((sum, s) => sum + s.bytes, 0) / KB,
    // What actually crossed the wire (the servers send the build's Brotli copies to a browser that accepts br).
    transferredKB: scripts.reduce((sum, s) => sum + s.transferred, 0) / KB,
    gzipKBByApp: Object.fromEntries(Object.entries(byApp).map(([app, bytes]) => [app, bytes / KB])),
    sharedFetches,
  };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'))) throw new Error('build the shell and remotes first');
  console.log('building the one-app comparison (shell/webpack.single-bundle.config.mjs)...');
  fs.rmSync(singleDist, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '-c', 'shell/webpack.single-bundle.config.mjs', '--mode', 'production', '--env', `outDir=${singleDist}`], {
    cwd: root,
    stdio: 'ignore',
  });

  const stack = await startBenchStack({ log: console.log });
  const browser = await launchBrowser();
  const served = path.join(root, '.data', 'bench', 'shell-dist');
  const federatedCopy = `${served}-federated`;
  fs.cpSync(served, federatedCopy, { recursive: true });
  const serve = (dir) => {
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(dir, served, { recursive: true });
  };
  const shared = sharedAssets();
  const federated = [];
  const single = [];
  try {
    await waitForSeed(stack.url);
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? ['single', 'federated'] : ['federated', 'single'];
      for (const build of order) {
        serve(build === 'federated' ? federatedCopy : singleDist);
        const scripts = await firstRenderScripts(browser, stack.url);
        const summary = summarise(scripts, stack, build === 'federated' ? shared : undefined);
        (build === 'federated' ? federated : single).push({ summary, scripts });
        console.log(`run ${run + 1} ${build}: ${summary.scripts} scripts, ${summary.gzipKB.toFixed(1)} KB gzipped, ${summary.transferredKB.toFixed(1)} KB transferred`);
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }

  const fed = median(federated.map((r) => r.summary.gzipKB));
  const one = median(single.map((r) => r.summary.gzipKB));
  const last = federated.at(-1).summary;
  const fetchedOnce = ['react', 'react-dom', 'react-dom/client'].every((name) =>
    federated.every((r) => (r.summary.sharedFetches[name] ?? []).length === 1),
  );
  const figures = {
    federatedFirstRenderJsGzipKB: Number(fed.toFixed(1)),
    singleBundleFirstRenderJsGzipKB: Number(one.toFixed(1)),
    federatedOverSingle: Number((fed / one).toFixed(3)),
    federatedTransferredKB: Number(median(federated.map((r) => r.summary.transferredKB)).toFixed(1)),
    singleBundleTransferredKB: Number(median(single.map((r) => r.summary.transferredKB)).toFixed(1)),
    federatedRawKB: Number(median(federated.map((r) => r.summary.rawKB)).toFixed(1)),
    singleBundleRawKB: Number(median(single.map((r) => r.summary.rawKB)).toFixed(1)),
    federatedScripts: last.scripts,
    singleBundleScripts: single.at(-1).summary.scripts,
    federatedGzipKBByApp: Object.fromEntries(Object.entries(last.gzipKBByApp).map(([k, v]) => [k, Number(v.toFixed(1))])),
    sharedFetchedFrom: last.sharedFetches,
    reactAndReactDomFetchedOnce: fetchedOnce,
    runs: RUNS,
    loadAverage: os.loadavg()[0],
    goals: { firstRenderJsGzipKB: '≤ 170', federatedOverSingle: '≤ 1.10' },
    federatedScriptList: federated.at(-1).scripts.map((s) => `${s.url} ${(s.gzip / KB).toFixed(1)} KB`),
    singleBundleScriptList: single.at(-1).scripts.map((s) => `${s.url} ${(s.gzip / KB).toFixed(1)} KB`),
  };
  console.log(JSON.stringify(figures, null, 2));
  writeResult('shell-bundle', figures);
}

await main();
