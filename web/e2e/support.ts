import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

/** The running server (the Makefile starts it). Tests are skipped without it. */
export const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
export const SKIP = BASE_URL ? false : 'E2E_BASE_URL is not set (start the server and set it)';
export const TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 15_000);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RouteEntry {
  path: string;
  title: string;
  access: string;
  heading: string;
  comingIn?: string;
}

export const routeTable: RouteEntry[] = JSON.parse(
  readFileSync(new URL('../src/config/routes.json', import.meta.url), 'utf8'),
);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One browser for the enclosing describe block: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    assert.ok(browser, 'the browser is launched before the tests run');
    return browser;
  };
}

export function url(path: string): string {
  return `${BASE_URL}${path}`;
}

/**
 * A browser context on the test server. The analytics consent banner covers the bottom of the screen
 * until it is answered, so by default the context starts as a visitor who declined; pass
 * `consent: 'unanswered'` to see the banner.
 */
export async function newContext(
  browser: Browser,
  { consent = 'denied' }: { consent?: 'granted' | 'denied' | 'unanswered' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  if (consent !== 'unanswered') {
    await context.addInitScript((choice) => {
      // The key of web/src/lib/analytics/consent.ts; a choice the page makes later still wins.
      if (window.localStorage.getItem('nocturne.analytics-consent') === null) {
        window.localStorage.setItem('nocturne.analytics-consent', choice);
      }
    }, consent);
  }
  return context;
}

/** A page that records console errors and uncaught exceptions. */
export async function trackedPage(
  context: BrowserContext,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return { page, errors };
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
}

export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

export function uniqueUser(prefix = 'e2e') {
  // Letters only, and no 'y': a digit beside a letter can read as a stated age ('1yo', '12f' for a
  // 12-year-old female) or as leetspeak, which the content rules rightly block wherever the tag ends up
  // (a character's name, the user's name in a greeting).
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)])
    .replace(/y/g, 'x');
  return {
    email: `${prefix}-${tag}@example.com`,
    username: `${prefix}_${tag}`,
    password: `pw-${tag}-Secret!`,
  };
}

/** JSON API calls in a context's cookie jar, with the CSRF header and Origin the server wants. */
export async function apiCall<T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Origin: BASE_URL ?? '' };
  if (method !== 'GET') {
    const session = await context.request.get(url('/api/auth/session'));
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    headers['X-CSRF-Token'] = csrfToken;
  }
  const response = await context.request.fetch(url(path), {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ApiSession {
  user: { id: string; username: string; role: string; ageConfirmed: boolean } | null;
  banned: { reason: string } | null;
}

export async function apiLogin(context: BrowserContext, email: string, password: string) {
  return apiCall<ApiSession>(context, 'POST', '/api/auth/login', { email, password });
}

export async function apiSignup(context: BrowserContext, user: ReturnType<typeof uniqueUser>) {
  return apiCall<ApiSession>(context, 'POST', '/api/auth/signup', user);
}

export async function apiConfirmAge(context: BrowserContext) {
  return apiCall<ApiSession>(context, 'POST', '/api/age/confirm');
}

export function adminCredentials(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('Set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD to a seeded admin account');
  }
  return { email, password };
}

/** Signs a new user up and confirms the age through the screens, as a person would; resolves on the
 * signed-in app (its main navigation). */
export async function signUpThroughScreens(
  page: Page,
  user: ReturnType<typeof uniqueUser>,
): Promise<void> {
  await page.goto('/signup');
  await page.fill('#signup-email', user.email);
  await page.fill('#signup-username', user.username);
  await page.fill('#signup-password', user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'You must be 18 or older');
  await page.getByRole('button', { name: /I am 18 or older/ }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Generate' })
    .waitFor();
}

export interface NewCharacter {
  name: string;
  age: number;
  description: string;
  personality: string;
  /** Her greeting (a text one). */
  greeting: string;
}

/** A private, realistic female character of the signed-in user, through the API. */
export async function apiCreateCharacter(
  context: BrowserContext,
  character: NewCharacter,
): Promise<{ id: string }> {
  const { name, age, description, personality, greeting } = character;
  return apiCall<{ id: string }>(context, 'POST', '/api/characters', {
    name,
    gender: 'Female',
    style: 'Realistic',
    age,
    description,
    personality,
    greetings: [{ type: 'text', content: greeting }],
    visibility: 'private',
  });
}

/** A chat with one character (through the API), opened on its screen; resolves to the chat's id. */
export async function openChatScreen(page: Page, characterId: string): Promise<string> {
  const chat = await apiCall<{ id: string }>(page.context(), 'POST', '/api/chats', {
    characterIds: [characterId],
  });
  await page.goto(`/chat/${chat.id}`);
  await page.getByTestId('chat-title').waitFor();
  return chat.id;
}

export type JobLog = { __jobStates?: string[] };

/** Records every state a progress card shows, so a card that was quick is still seen (an init
 * script: it runs in the page, and `JobLog.__jobStates` holds what it saw). */
export function recordJobStates(): void {
  const log: string[] = [];
  (window as unknown as JobLog).__jobStates = log;
  new MutationObserver(() => {
    for (const card of Array.from(document.querySelectorAll('[data-testid="job-progress"]'))) {
      const state = card.getAttribute('data-state');
      if (state && log.at(-1) !== state) log.push(state);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}
