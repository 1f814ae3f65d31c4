import { expect, test, type Page } from '@playwright/test';
import { expectSameDocument, gatewayFaults, markDocument, submitThroughFaults } from './faults-support';
import { gql, signIn } from './support';

/**
 * Fault injection, the flows faults.spec.ts leaves out (issue 16, "Reliability"): access methods' SSO domain, SSO
 * provider and Canvas writes. Each write fails five ways (a GraphQL error, HTTP 500 and 502, the gateway down,
 * no answer past the console's 30 s timeout), shows the spec's failure text, keeps what was typed, then goes
 * through once the gateway is back, in the same document; a reload proves it was stored once.
 */

const GENERIC = 'We are unable to complete your request, please try again or contact support';
const NOTICE = 'Please allow 30 minutes for updates to be reflected on JSTOR.';
const CANVAS_SAVED = 'Your institution’s Canvas integration info has been saved.';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const recentChanges = (page: Page) => page.getByRole('region', { name: 'Recent changes' });

/**
 * Staff acting as one of the agency's member institutions that no other test writes to (the agency has 400; these
 * tests take them from the end of its name-sorted list, one per test).
 */
async function asAgencyMember(page: Page, fromEnd: number): Promise<string> {
  await signIn(page, 'staff');
  const children = await gql<{ childInstitutions: { code: string }[] }>(
    page.request,
    '{ childInstitutions(accountId: "100006") { code } }',
  );
  const list = children.data?.childInstitutions ?? [];
  expect(list.length, 'the agency has its members').toBeGreaterThan(fromEnd);
  const code = list[list.length - 1 - fromEnd]!.code;
  const started = await gql(page.request, 'mutation ($code: String!) { startMasquerade(siteCode: $code) { uuid } }', { code });
  expect(started.errors).toBeUndefined();
  return code;
}

test.describe('fault injection: access methods', () => {
  test('SSO: the provider change (directly and through its confirmation) and a domain save fail five ways each, then apply once', async ({
    page,
  }) => {
    test.slow();
    await asAgencyMember(page, 0);
    const gateway = await gatewayFaults(page);
    await page.goto('/admin/access-methods?tab=single-sign-on');
    const panel = page.getByRole('tabpanel');
    const radio = (name: string) => panel.getByRole('radio', { name });
    await expect(radio('Not participating')).toBeChecked();
    await markDocument(page);

    // No domains yet: the change applies at once; its failure is said under the choice, which stays as stored.
    await submitThroughFaults(
      page,
      gateway,
      'UpdateInstitutionalAccount',
      () => radio('Microsoft').click(),
      panel.getByText(GENERIC),
      async () => {
        await expect(radio('Not participating')).toBeChecked();
        await expect(radio('Microsoft')).toBeEnabled();
      },
      'SSO provider (direct)',
    );
    // The rest of the console works meanwhile: Home and back, the failure gone with the screen.
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(h1(page, 'Home')).toBeVisible();
    await nav(page).getByRole('link', { name: 'Access Methods', exact: true }).click();
    await page.getByRole('tab', { name: 'Single Sign-On', exact: true }).click();
    await expect(radio('Not participating')).toBeChecked();
    await expect(panel.getByText(GENERIC)).toHaveCount(0);
    await radio('Microsoft').click();
    await expect(radio('Microsoft')).toBeChecked();
    await expect(panel.getByText(GENERIC)).toHaveCount(0);

    // A domain: the generic text under the row, the typed domain kept, then saved.
    const domain = `faults-${Date.now().toString(36)}.example.edu`;
    await panel.getByRole('button', { name: 'Add domain' }).click();
    const field = panel.getByRole('textbox', { name: 'Domain' });
    await field.fill(domain);
    await submitThroughFaults(
      page,
      gateway,
      'UpdateInstitutionalAccount',
      () => panel.getByRole('button', { name: 'Save' }).click(),
      panel.getByText(GENERIC),
      () => expect(field).toHaveValue(domain),
      'SSO domain save',
    );
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('button', { name: `Edit ${domain}` })).toBeVisible();
    await expect(panel.getByText(NOTICE)).toBeVisible();
    await expect(panel.getByText(GENERIC)).toHaveCount(0);

    // With a domain the change asks first: the failure shows in the confirmation, which stays open to try again.
    const change = page.getByRole('alertdialog', { name: 'Change SSO provider' });
    await radio('Google').click();
    await expect(change).toBeVisible();
    await submitThroughFaults(
      page,
      gateway,
      'UpdateInstitutionalAccount',
      () => change.getByRole('button', { name: 'Confirm' }).click(),
      change.getByText(GENERIC),
      () => expect(change.getByRole('button', { name: 'Confirm' })).toBeEnabled(),
      'SSO provider (confirmation)',
    );
    await change.getByRole('button', { name: 'Confirm' }).click();
    await expect(change).toBeHidden();
    await expect(radio('Google')).toBeChecked();
    await expectSameDocument(page);

    await page.reload();
    await expect(radio('Google')).toBeChecked();
    await expect(panel.getByText(domain, { exact: true })).toHaveCount(1);
    await expect(recentChanges(page).getByRole('cell', { name: 'SSO domain saved' })).toHaveCount(1);
    // Microsoft, then Google: two changes, none stored twice.
    await expect(recentChanges(page).getByRole('cell', { name: 'SSO provider changed' })).toHaveCount(2);
  });

  test('Canvas: the save and the delete fail five ways each, keep the fields and the integration, then apply once', async ({ page }) => {
    test.slow();
    await asAgencyMember(page, 1);
    const gateway = await gatewayFaults(page);
    await page.goto('/admin/access-methods?tab=lms-integration');
    const panel = page.getByRole('tabpanel');
    const clientId = panel.getByRole('textbox', { name: 'Client ID' });
    const deployment = panel.getByRole('textbox', { name: 'Deployment ID' });
    const domain = panel.getByRole('textbox', { name: 'Institution Domain' });
    await expect(clientId).toHaveValue('');
    await markDocument(page);
    const values = { clientId: '10000000000516', deployment: '516:faults0123456789', domain: 'faults.instructure.com' };
    await clientId.fill(values.clientId);
    await deployment.fill(values.deployment);
    await domain.fill(values.domain);
    const kept = async () => {
      await expect(clientId).toHaveValue(values.clientId);
      await expect(deployment).toHaveValue(values.deployment);
      await expect(domain).toHaveValue(values.domain);
    };
    await submitThroughFaults(
      page,
      gateway,
      'UpdateInstitutionalAccount',
      () => panel.getByRole('button', { name: 'Save' }).click(),
      panel.getByText(GENERIC),
      kept,
      'Canvas save',
    );
    await expect(page.getByText(CANVAS_SAVED, { exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(CANVAS_SAVED, { exact: true })).toBeVisible();
    await expect(panel.getByText(GENERIC)).toHaveCount(0);
    await expectSameDocument(page);
    await page.reload();
    await kept();
    await expect(recentChanges(page).getByRole('cell', { name: 'Canvas integration saved' })).toHaveCount(1);

    // The delete: the failure in the confirmation, which stays open; the integration stays.
    await markDocument(page);
    const dialog = page.getByRole('alertdialog', { name: 'Delete Canvas integration' });
    await submitThroughFaults(
      page,
      gateway,
      'IacDeleteCredential',
      async () => {
        if (!(await dialog.isVisible())) await panel.getByRole('button', { name: 'Delete' }).click();
        await dialog.getByRole('button', { name: 'Delete' }).click();
      },
      dialog.getByText(GENERIC),
      () => expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled(),
      'Canvas delete',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await kept();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(clientId).toHaveValue('');
    await expectSameDocument(page);
    await page.reload();
    await expect(clientId).toHaveValue('');
    await expect(recentChanges(page).getByRole('cell', { name: 'Canvas integration deleted' })).toHaveCount(1);
    await expect(recentChanges(page).getByRole('cell', { name: 'Canvas integration saved' })).toHaveCount(1);
  });
});
