// Largest Contentful Paint of first visits, in headless Chromium, for bench/web_weight.py.
//
//   node bench/web_lcp.mjs OUT.json RUNS PATH...      (E2E_BASE_URL: the running server)
//
// With BASELINE_URL set (a second server with another build), every visit of the current build is
// followed by the same visit of the baseline, so a busy machine weighs on both alike.
//
// Each visit is a new browser context, so nothing is cached (a first visit). A PATH prefixed with
// "user:" is visited signed in (a new account that confirmed its age); "{character}" and "{chat}"
// in a path stand for a directory character and a chat with it. Writes, per path, the LCP of each
// run in ms and the JS and CSS body bytes the page received (as sent: compressed when it was).

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [out, runsArg, ...paths] = process.argv.slice(2);
const base = process.env.E2E_BASE_URL?.replace(/\/$/, '');
const baseline = process.env.BASELINE_URL?.replace(/\/$/, '');
if (!out || !runsArg || !base) {
  console.error('usage: E2E_BASE_URL=http://… node bench/web_lcp.mjs OUT.json RUNS PATH...');
  process.exit(2);
}
const runs = Number(runsArg);

async function api(context, base, method, path, data) {
  const headers = { Origin: base };
  if (method !== 'GET') {
    const session = await (await context.request.get(`${base}/api/auth/session`)).json();
    headers['X-CSRF-Token'] = session.csrfToken;
  }
  const response = await context.request.fetch(`${base}${path}`, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A signed-in, age-confirmed session, and the ids that dynamic paths stand for. */
async function signIn(browser, base) {
  const context = await browser.newContext();
  const call = (method, path, data) => api(context, base, method, path, data);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await call('POST', '/api/auth/signup', {
    email: `bench-${tag}@example.com`,
    username: `bench_${tag}`.replace(/y/g, 'x'),
    password: `pw-${tag}-Secret!`,
  });
  await call('POST', '/api/age/confirm');
  const directory = await call('GET', '/api/directory');
  const character = directory.items[0]?.id;
  const chat = character
    ? (await call('POST', '/api/chats', { characterIds: [character] })).id
    : undefined;
  const state = await context.storageState();
  await context.close();
  return { state, ids: { character, chat } };
}

async function visit(browser, url, storageState) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const bytes = (ext) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith(ext))
            .reduce((sum, e) => sum + e.encodedBodySize, 0);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({ lcp: last.startTime, element: last.element?.tagName ?? '', js: bytes('.js'), css: bytes('.css') });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ lcp: null, element: '', js: bytes('.js'), css: bytes('.css') }), 3000);
      }),
  );
  await context.close();
  return result;
}

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const servers = { current: base, ...(baseline ? { baseline } : {}) };
const results = Object.fromEntries(Object.keys(servers).map((name) => [name, {}]));
try {
  const needsUser = paths.some((p) => p.startsWith('user:'));
  const users = {};
  for (const [name, url] of Object.entries(servers)) {
    users[name] = needsUser ? await signIn(browser, url) : null;
  }
  for (const spec of paths) {
    const signedIn = spec.startsWith('user:');
    const target = (name) => {
      const user = users[name];
      const path = spec
        .replace(/^user:/, '')
        .replace('{character}', user?.ids.character ?? '')
        .replace('{chat}', user?.ids.chat ?? '');
      return { url: `${servers[name]}${path}`, state: signedIn ? user.state : undefined };
    };
    if (spec.includes('{') && Object.keys(servers).some((n) => !users[n]?.ids.character)) continue;
    for (const name of Object.keys(servers)) {
      results[name][spec] = [];
      // One visit first that is not counted: the server's own first answers (imports, caches)
      // are not what a visitor waits for.
      await visit(browser, target(name).url, target(name).state);
    }
    for (let i = 0; i < runs; i += 1) {
      for (const name of Object.keys(servers)) {
        results[name][spec].push(await visit(browser, target(name).url, target(name).state));
      }
    }
  }
} finally {
  await browser.close();
}
writeFileSync(out, JSON.stringify(results, null, 2));
