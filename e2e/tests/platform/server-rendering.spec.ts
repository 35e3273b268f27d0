import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

/**
 * Decision 018: the pages visitors land on come with their content in the HTML, rendered for this
 * visitor (signed in too), and the app adopts that HTML (hydration) instead of drawing it again.
 */
test('a signed-in member’s dashboard and lists are in the HTML, in their language; the app hydrates them without a mismatch', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount(page, { name: 'Kavita <Rao>' });
  await signInThroughUi(page, account.email, account.password);
  const signedIn = await page.context().storageState();

  // Without JavaScript: what the server sent.
  const noScript = await browser.newContext({ storageState: signedIn, javaScriptEnabled: false });
  const html = await noScript.newPage();
  const document = await html.goto('/dashboard');
  expect(document!.headers()['cache-control']).toBe('private, no-cache');
  await expect(html.getByRole('heading', { level: 1, name: 'Welcome, Kavita <Rao>' })).toBeVisible();
  // Gzip, as the browser asked: stitched from the page's kept compressions (in once the page has been
  // seen twice, decision 031) and the member's own bytes; the browser reads it as any gzip.
  let sent = document!;
  for (let view = 0; view < 20; view += 1) {
    if ((await sent.request().sizes()).responseBodySize < (await sent.body()).length / 3) break;
    await html.waitForTimeout(100);
    sent = (await html.goto('/dashboard'))!;
  }
  expect(sent.headers()['content-encoding']).toBe('gzip');
  expect((await sent.request().sizes()).responseBodySize).toBeLessThan((await sent.body()).length / 3);
  await expect(html.getByRole('heading', { level: 1, name: 'Welcome, Kavita <Rao>' })).toBeVisible();
  await html.goto('/jobs');
  await expect(html.getByRole('heading', { level: 1, name: 'Government Jobs' })).toBeVisible();
  await expect(html.getByTestId('job-card').first()).toBeVisible();
  // The search field cannot be typed into before the app runs it (the text would be lost).
  await expect(html.getByLabel('Search jobs')).not.toBeEditable();
  await noScript.close();

  // The same, in Hindi: the language cookie the app sets when the language is switched.
  const hindi = await browser.newContext({
    storageState: {
      ...signedIn,
      cookies: [
        ...signedIn.cookies,
        {
          name: 'jobportal_language',
          value: 'hi',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
    },
    javaScriptEnabled: false,
  });
  const hindiPage = await hindi.newPage();
  await hindiPage.goto('/jobs');
  await expect(hindiPage.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(hindiPage.getByRole('heading', { level: 1, name: 'सरकारी नौकरियाँ' })).toBeVisible();
  await hindi.close();

  // With JavaScript: the app takes the page over as it is (no hydration error, no second request for
  // the list it was rendered from), and the page then works.
  const context = await browser.newContext({ storageState: signedIn, serviceWorkers: 'block' });
  const app = await context.newPage();
  const problems: string[] = [];
  app.on('pageerror', (error) => problems.push(error.message));
  app.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  const listRequests: string[] = [];
  app.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/jobs') listRequests.push(request.url());
  });
  await app.goto('/jobs');
  await expect(app.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(app.locator('#jobportal-boot-shield')).toHaveCount(0);
  await expect(app.getByLabel('Search jobs')).toBeEditable();
  expect(listRequests).toEqual([]);
  await app.getByLabel('Search jobs').fill('bharti');
  await app.getByRole('button', { name: 'Search' }).click();
  await expect(app).toHaveURL(/\/jobs\?q=bharti$/);
  await app.goto('/dashboard');
  await expect(app.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(app.getByRole('heading', { level: 1, name: 'Welcome, Kavita <Rao>' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('the sign-in screen is in the HTML for a visitor, and its form works once the app runs it', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto('/');
  await expect(html.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // Not usable before the app runs it: nothing typed is lost and the browser cannot send it by itself.
  await expect(html.getByLabel('Email')).not.toBeEditable();
  await expect(html.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  await noScript.close();

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill('nobody@jobportal.test');
  await page.getByLabel('Password').fill('wrong-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@jobportal.test');
  await context.close();
});

test('the tab keeps a title while the app starts: the server’s head tags stay until the page’s own replace them (issue #25, item 15)', async ({
  page,
}) => {
  // Every title the document has from its first parse to the app's own, read whenever the head changes.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
    new MutationObserver(() => seen.push(document.title)).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // The sign-in page's own head says more than the server's (keywords, structured data): the page's
  // own tags replace the server's, none doubled.
  await expect(page.locator('head meta[name="keywords"]')).toHaveCount(1);
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  await expect(page).toHaveTitle(/JobPortal/);
  const titles = await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
  const fromFirstTitle = titles.slice(titles.findIndex((title) => title !== ''));
  expect(fromFirstTitle.length).toBeGreaterThan(0);
  expect(fromFirstTitle.filter((title) => title === '')).toEqual([]);
  expect(await page.locator('head title').count()).toBe(1);
});

test('a member’s list page keeps the server’s head tags when they say what the page would, adding only what they lack; another page opened in the app replaces them (issue #24)', async ({
  page,
}) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Government Jobs | JobPortal');
  // The server's title, description and canonical link are the page's own: kept, not taken out and put back.
  await expect(page.locator('head title[data-server-head]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"][data-server-head]')).toHaveCount(1);
  // What the server's head leaves out, the page adds: its keywords, once.
  await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /government jobs/);
  for (const selector of ['title', 'meta[name="description"]', 'link[rel="canonical"]', 'meta[name="keywords"]']) {
    expect(await page.locator(`head ${selector}`).count(), selector).toBe(1);
  }

  // Another page, drawn by the app: its own head, and none of the server's tags left.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Result' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page).toHaveTitle('Results | JobPortal');
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/result$/);
  for (const selector of ['title', 'meta[name="description"]', 'link[rel="canonical"]']) {
    expect(await page.locator(`head ${selector}`).count(), selector).toBe(1);
  }
});

test('a URL with no content answers 404 (a malformed id 400) with the app’s not-found page, which the app adopts as it is, for a visitor and a member (issue #25, item 3)', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount(page, { name: 'Farah Khan' });
  await signInThroughUi(page, account.email, account.password);
  const signedIn = await page.context().storageState();
  for (const [who, storageState] of [
    ['a visitor', undefined],
    ['a member', signedIn],
  ] as const) {
    const context = await browser.newContext({ ...(storageState ? { storageState } : {}), serviceWorkers: 'block' });
    const app = await context.newPage();
    const problems: string[] = [];
    app.on('pageerror', (error) => problems.push(error.message));
    app.on('console', (message) => {
      // The 404 and 400 of the documents themselves are what is asked for.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    for (const [url, status, text] of [
      ['/jobs/does-not-exist', 404, 'This recruitment does not exist or is no longer published.'],
      ['/notice/not-a-uuid/pdf', 400, 'This notice does not exist or is no longer published.'],
      ['/no-such-page', 404, 'The page you opened does not exist or has moved.'],
    ] as const) {
      const answer = await app.goto(url);
      expect(answer!.status(), `${who}: ${url}`).toBe(status);
      await expect(app.locator('html')).toHaveAttribute('data-app', 'ready');
      // The page stays where it was asked for (a visitor is not sent to sign in): the app's not-found page.
      await expect(app).toHaveURL(url);
      await expect(app.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(app.getByTestId('not-found')).toContainText(text);
      // The app's own head once it runs: not to be indexed, and no canonical URL.
      await expect(app).toHaveTitle('Page not found | JobPortal');
      await expect(app.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(app.locator('head link[rel="canonical"]')).toHaveCount(0);
    }
    // The page's link works: home is the sign-in screen for a visitor, the dashboard for a member.
    await app.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(app).toHaveURL(storageState ? '/dashboard' : '/');
    expect(problems, who).toEqual([]);
    await context.close();
  }
});
