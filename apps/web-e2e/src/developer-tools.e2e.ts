import type { Page } from 'playwright-core';
import { startSite, Site } from '../support/site';
import { requireBuilt } from '../../api/test/support/built';

/**
 * The pages that live under their own Content-Security-Policy (GraphiQL, Swagger UI) work in
 * Chromium: no policy violation, and their buttons do what they say.
 */
describe('developer tools under their own policies', () => {
  let site: Site;
  beforeAll(async () => {
    requireBuilt('graphiql');
    site = await startSite();
  }, 180_000);
  afterAll(() => site.close());

  /** Every report of a policy violation the page makes, from the console and from the DOM event. */
  const watchViolations = async (page: Page) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    return violations;
  };

  it('GraphiQL loads its editor and runs a query', async () => {
    const page = await site.newPage();
    const violations = await watchViolations(page);
    await page.goto('/graphql');
    await page.locator('.graphiql-execute-button').waitFor();
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    // The default query's answer appears in the result pane.
    await page.locator('.graphiql-response').getByText('recentArtworks').first().waitFor({ timeout: 20_000 });
    expect(violations).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });

  it('Swagger UI shows the API and "Try it out" calls it', async () => {
    const page = await site.newPage();
    const violations = await watchViolations(page);
    await page.goto('/api/docs');
    const operation = page.locator('#operations-Art-ArtController_list, .opblock-get').filter({ hasText: '/api/v1/art' }).first();
    await operation.waitFor();
    await operation.locator('.opblock-summary').first().click();
    await page.getByRole('button', { name: 'Try it out' }).first().click();
    await page.getByRole('button', { name: 'Execute' }).first().click();
    const answer = page.locator('.live-responses-table').first();
    await answer.locator('td.response-col_status', { hasText: '200' }).waitFor();
    expect(await answer.innerText()).toContain('Silverback at Dawn');
    expect(violations).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});
