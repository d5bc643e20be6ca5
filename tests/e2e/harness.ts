import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ADMIN = { username: 'admin', password: 'Admin#12345' };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export interface BuiltServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs the built product (`server/dist`, `client/dist`) as `npm start` would, on its embedded database. */
export const startBuiltServer = async (env: Record<string, string> = {}): Promise<BuiltServer> => {
  if (!existsSync('server/dist/main.js') || !existsSync('client/dist/index.html') || !existsSync('client/dist-ssr/renderPublicPage.js')) {
    throw new Error('build first: npm run build');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerjasama-e2e-'));
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const chromePath = (): string | undefined => {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p));
};

/** True when a browser is available; in CI a missing browser is a failure, not a skip. */
export const hasBrowser = (): boolean => {
  if (chromePath()) return true;
  if (process.env.CI) throw new Error('Chromium not found (set CHROME_PATH or apt-get install chromium)');
  return false;
};

const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = async (
  viewport = { width: 1280, height: 800 },
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerjasama-chrome-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath(),
    viewport,
    locale: 'id-ID',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: CHROME_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * One Chromium for a whole file, with the same flags as launchBrowser: each test opens a fresh context
 * (its own storage, like a new profile) in milliseconds instead of starting a browser (seconds on 2 cores).
 */
export const launchSharedBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });

/** One GraphQL request to the built server; its errors are thrown. */
export const gqlAt = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

/** Creates an account through GraphQL as the admin (faster than clicking through the form). */
export const createAccount = async (
  url: string,
  input: { username: string; password: string; idLevel: number; idSkpd?: number },
): Promise<void> => {
  const gql = (query: string, variables: Record<string, unknown>, token?: string) => gqlAt(url, query, variables, token);
  const { login } = await gql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN });
  let idSkpd = input.idSkpd;
  if (input.idLevel === 2 && !idSkpd) {
    const { createSkpd } = await gql(
      'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }',
      { i: { skpd: `Dinas Uji ${input.username}`, kode: 900, status: 1 } },
      login.token,
    );
    idSkpd = createSkpd.idSkpd;
  }
  await gql(
    'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
    {
      i: {
        nama: `Pengguna ${input.username}`,
        username: input.username,
        email: `${input.username}@example.id`,
        idLevel: input.idLevel,
        idSkpd,
        hp: '081234',
        status: 1,
        password: input.password,
      },
    },
    login.token,
  );
};

/** Waits until the locator is visible (fails the test after the timeout); vitest has no locator assertions. */
/** Signs in through the login form (admin by default) and waits for the page it lands on. */
export const signIn = async (
  page: import('playwright-core').Page,
  url: string,
  user: { username: string; password: string } = ADMIN,
  landing = '**/admin/**',
): Promise<void> => {
  await page.goto(`${url}/login`);
  await page.getByLabel('Akun').fill(user.username);
  await page.locator('input[type=password]').fill(user.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(landing);
};

export const visible = async (locator: import('playwright-core').Locator, timeout = 10_000): Promise<void> => {
  await locator.first().waitFor({ state: 'visible', timeout });
};

/**
 * Opens a page and waits until the browser's render has taken over the server-rendered markup
 * (App sets html[data-interactive]); a click before that would land on inert markup.
 */
export const openPage = async (page: import('playwright-core').Page, url: string): Promise<void> => {
  await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
};

/**
 * Waits until a page expression is true (polled with page.evaluate: the app's CSP refuses the eval
 * that page.waitForFunction would use for it).
 */
export const until = async (page: import('playwright-core').Page, expression: string, timeout = 15_000): Promise<void> => {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression.slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Loaded and still: the fonts are in, no table or list is busy (aria-busy), and no motion of a dialog,
 * menu or toast is running. A page's own motion is not waited for: endless animations, and long ones
 * (the home slider's 7 s progress bar restarts with each slide; open and close motions last well under 2 s).
 */
export const SETTLED = `document.fonts.status === 'loaded' && !document.querySelector('[aria-busy=true]') && document.getAnimations().every((a) => { const t = a.effect?.getTiming(); return a.playState !== 'running' || t?.iterations === Infinity || Number(t?.duration) > 2000; })`;

/**
 * Waits until the page has settled (SETTLED) before a screenshot or a layout check, instead of a fixed
 * pause; after `timeout` the page is checked as it is, with a warning.
 */
export const settled = async (page: import('playwright-core').Page, what: string, timeout = 15_000): Promise<void> => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await until(page, SETTLED, timeout).catch(() => console.warn(`${what}: still loading or moving after ${timeout / 1000} s; checked as it is`));
};
