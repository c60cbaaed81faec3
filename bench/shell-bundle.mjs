// Issue 10 item 5: the JavaScript needed for the first render of `/`, gzipped (goal ≤ 170 KB), and that figure
// for the federated build ÷ the same pages built without Module Federation (goal ≤ 1.10); React and react-dom
// fetched once.
// A whole stack runs on its own ports (bench/lib/bench-stack.mjs); headless Chromium opens `/` in a fresh
// context (cold cache), waits until the home page has rendered (product cards and contact section, both from the
// storefront remote) and the network is idle, and records every script it fetched. Each body is gzipped here
// (zlib's default level, as the static servers do), so the figure does not depend on how a server compresses.
// Two builds without federation, both from shell/webpack.single-bundle.config.mjs (the remotes' modules imported
// from their sources):
//  - the single bundle the issue names: every page in one script (`--env chunks=one`);
//  - a one-app build split per route, as a careful team would ship it without federation: the stricter
//    comparison, since it too loads only what `/` needs.
// Each is served by the same gateway, in place of the shell's files, and measured the same way. Runs rotate
// through the three builds; the bytes are the same every run unless lazy loading differs, so medians are quoted.
// `--paths=/,/ar` also measures the federated build on other pages that render the home page (issue 30's budget:
// `/` and its Arabic twin `/ar`); the comparisons stay on `/`. `--federated-only` skips the two builds without
// federation and prints the federated figures without writing results/latest.json (a quick before/after check).
// Needs the builds: services, gateway, shell and remotes (see BENCHMARKS.md).
// Usage: node bench/shell-bundle.mjs [runs=3] [--paths=/,/ar] [--federated-only]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBenchStack, root } from './lib/bench-stack.mjs';
import { launchBrowser, median, waitForHome, waitForSeed } from './lib/browser.mjs';
import { writeResult } from './lib/results.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}`))?.split('=')[1] ?? '';
const RUNS = Number(args.find((arg) => !arg.startsWith('--')) ?? 3);
/** The pages the federated build is measured on; `/` always comes first (the comparisons are on `/`). */
const PATHS = [...new Set(['/', ...option('paths').split(',').filter(Boolean)])];
const FEDERATED_ONLY = args.includes('--federated-only');
const KB = 1000;
/** The builds without federation: the output folder and the config's extra `--env` for each. */
const UNFEDERATED = {
  singleBundle: { dir: path.join(os.tmpdir(), 'shell-single-bundle'), env: ['--env', 'chunks=one'] },
  oneApp: { dir: path.join(os.tmpdir(), 'shell-one-app'), env: [] },
};

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

async function firstRenderScripts(browser, baseUrl, pagePath = '/') {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(pagePath);
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

function buildUnfederated() {
  for (const [name, { dir, env }] of Object.entries(UNFEDERATED)) {
    console.log(`building the ${name} comparison (shell/webpack.single-bundle.config.mjs)...`);
    fs.rmSync(dir, { recursive: true, force: true });
    const args = ['webpack', '-c', 'shell/webpack.single-bundle.config.mjs', '--mode', 'production'];
    execFileSync('npx', [...args, '--env', `outDir=${dir}`, ...env], { cwd: root, stdio: 'ignore' });
  }
}

const round1 = (value) => Number(value.toFixed(1));
const medianOf = (runs, field) => median(runs.map((r) => r.summary[field]));
const scriptList = (runs) => runs.at(-1).scripts.map((s) => `${s.url} ${(s.gzip / KB).toFixed(1)} KB`);

async function main() {
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'))) throw new Error('build the shell and remotes first');
  if (!FEDERATED_ONLY) buildUnfederated();

  const stack = await startBenchStack({ log: console.log });
  const browser = await launchBrowser();
  const served = path.join(root, '.data', 'bench', 'shell-dist');
  const federatedCopy = `${served}-federated`;
  fs.cpSync(served, federatedCopy, { recursive: true });
  const comparisons = FEDERATED_ONLY ? {} : UNFEDERATED;
  const dirs = { federated: federatedCopy, ...Object.fromEntries(Object.entries(comparisons).map(([k, v]) => [k, v.dir])) };
  const serve = (dir) => {
    fs.rmSync(served, { recursive: true, force: true });
    fs.cpSync(dir, served, { recursive: true });
  };
  const shared = sharedAssets();
  const runs = Object.fromEntries(Object.keys(dirs).map((name) => [name, []]));
  /** The federated build's runs on each page of PATHS (`/`'s are runs.federated too). */
  const byPath = Object.fromEntries(PATHS.map((pagePath) => [pagePath, []]));
  try {
    await waitForSeed(stack.url);
    for (let run = 0; run < RUNS; run += 1) {
      const names = Object.keys(runs);
      const order = [...names.slice(run % names.length), ...names.slice(0, run % names.length)];
      for (const build of order) {
        serve(dirs[build]);
        for (const pagePath of build === 'federated' ? PATHS : ['/']) {
          const scripts = await firstRenderScripts(browser, stack.url, pagePath);
          const summary = summarise(scripts, stack, build === 'federated' ? shared : undefined);
          if (build === 'federated') byPath[pagePath].push({ summary, scripts });
          if (pagePath === '/') runs[build].push({ summary, scripts });
          console.log(`run ${run + 1} ${build} ${pagePath}: ${summary.scripts} scripts, ${summary.gzipKB.toFixed(1)} KB gzipped, ${summary.transferredKB.toFixed(1)} KB transferred`);
        }
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }

  const perPath = Object.fromEntries(
    Object.entries(byPath).map(([pagePath, r]) => [
      pagePath,
      {
        gzipKB: round1(medianOf(r, 'gzipKB')),
        scripts: r.at(-1).summary.scripts,
        gzipKBByApp: Object.fromEntries(Object.entries(r.at(-1).summary.gzipKBByApp).map(([k, v]) => [k, round1(v)])),
        scriptList: scriptList(r),
      },
    ]),
  );
  if (FEDERATED_ONLY) {
    console.log(JSON.stringify({ federatedFirstRenderJsGzipKBByPath: perPath, runs: RUNS, loadAverage: os.loadavg()[0] }, null, 2));
    return;
  }
  const gzip = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, medianOf(r, 'gzipKB')]));
  const last = runs.federated.at(-1).summary;
  const fetchedOnce = ['react', 'react-dom', 'react-dom/client'].every((name) =>
    runs.federated.every((r) => (r.summary.sharedFetches[name] ?? []).length === 1),
  );
  const figures = {
    federatedFirstRenderJsGzipKB: round1(gzip.federated),
    singleBundleFirstRenderJsGzipKB: round1(gzip.singleBundle),
    oneAppFirstRenderJsGzipKB: round1(gzip.oneApp),
    federatedOverSingleBundle: Number((gzip.federated / gzip.singleBundle).toFixed(3)),
    federatedOverOneApp: Number((gzip.federated / gzip.oneApp).toFixed(3)),
    transferredKB: Object.fromEntries(Object.entries(runs).map(([n, r]) => [n, round1(medianOf(r, 'transferredKB'))])),
    rawKB: Object.fromEntries(Object.entries(runs).map(([n, r]) => [n, round1(medianOf(r, 'rawKB'))])),
    scripts: Object.fromEntries(Object.entries(runs).map(([n, r]) => [n, r.at(-1).summary.scripts])),
    federatedGzipKBByApp: Object.fromEntries(Object.entries(last.gzipKBByApp).map(([k, v]) => [k, round1(v)])),
    sharedFetchedFrom: last.sharedFetches,
    reactAndReactDomFetchedOnce: fetchedOnce,
    runs: RUNS,
    loadAverage: os.loadavg()[0],
    goals: { firstRenderJsGzipKB: '≤ 170', federatedOverSingleBundle: '≤ 1.10' },
    ...(PATHS.length > 1 ? { federatedFirstRenderJsGzipKBByPath: perPath } : {}),
    federatedScriptList: scriptList(runs.federated),
    singleBundleScriptList: scriptList(runs.singleBundle),
    oneAppScriptList: scriptList(runs.oneApp),
  };
  console.log(JSON.stringify(figures, null, 2));
  writeResult('shell-bundle', figures);
}

await main();
