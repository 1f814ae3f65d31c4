import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { institutionSummary, publisherSummary, trends } from '../../features/home/fixtures/home-fixtures';
import HomeScreen from '../../features/home/home-screen';
import LoginScreen from '../../features/login/login-screen';
import { StoryApp, storySession, type StoryAccount } from '../../lib/testing/story-app';
import { userStateAtom } from '../../state/session';
import { LoginLayout } from './login-layout';
import ShellLayout from './shell-layout';

/**
 * A phone, 390 × 844 CSS px: under both page-style breakpoints (700px, 48rem). The breakpoints are media
 * queries, so a narrow box (inBox) is not enough: the story tests (addon-vitest) take the size from the
 * viewport global, tests/visual from the `phone` tag (written in each story: the indexer reads only literals).
 */
const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
};

const institutionAccounts: StoryAccount[] = [
  { code: 'demouniv', name: 'Demo University', type: 'institution' },
  { code: 'democoll', name: 'Demo Visual Arts College of the Northern Territories and Islands', type: 'institution' },
];
const institution = storySession(institutionAccounts);
const publisher = storySession([{ code: 'demopress', name: 'Demo Press', type: 'publisher' }], 'story-publisher');

const siteHandlers = [
  graphql.query('EbaParticipantStatus', ({ variables }) =>
    HttpResponse.json({
      data: {
        ebaParticipantStatus: (variables.siteCodes as string[]).map((siteCode) => ({ siteCode, isParticipant: siteCode === 'demouniv' })),
      },
    }),
  ),
  graphql.query('SiteCollections', () =>
    HttpResponse.json({ data: { ccuDashboardData: { collections: [{ id: 'c1', title: 'Collection' }] } } }),
  ),
  // The header's notifications (enable_admin_notifications is on in story sessions): none, so the bell is plain.
  graphql.query('AdminNotifications', () => HttpResponse.json({ data: { getAdminNotifications: [] } })),
];
const institutionHomeHandlers = [
  ...siteHandlers,
  graphql.query('HomepageSummary', () => HttpResponse.json({ data: { homepageSummaryV2: institutionSummary() } })),
  graphql.query('CrossPlatformUsageTrends', () => HttpResponse.json({ data: { crossPlatformUsageTrends: trends() } })),
];
const publisherHomeHandlers = [
  ...siteHandlers,
  graphql.query('HomepageSummary', () => HttpResponse.json({ data: { homepageSummaryV2: publisherSummary() } })),
];

/** The signed-in shell around a page, at /home, as the router shows it. */
function Shell({ children }: { children: ReactNode }) {
  const state = useAtomValue(userStateAtom);
  const [location] = useState(() => memoryLocation({ path: '/home' }));
  if (state.kind !== 'admin') return null;
  return (
    <Router hook={location.hook}>
      <ShellLayout user={state.user}>{children}</ShellLayout>
    </Router>
  );
}

const samplePage = (
  <section aria-labelledby="page-heading" className="flex flex-col gap-3">
    <h1 id="page-heading" className="text-3xl font-bold text-ink">
      Home
    </h1>
    <p className="text-ink">The page&apos;s content comes first on a phone; the navigation waits behind Menu.</p>
  </section>
);

const meta = {
  title: 'Screens/Shell',
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Elements a story asserts on, by selector: hidden (Menu on a desktop, the collapsed navigation), they have no accessible name. */
function parts() {
  return {
    menu: document.querySelector<HTMLButtonElement>('header button[aria-expanded]')!,
    nav: document.querySelector<HTMLElement>('nav[aria-label="Main"]')!,
    main: page.getByRole('main'),
  };
}

/**
 * Charts are drawn only near the viewport: bring each into view until it is drawn, so the picture holds
 * them, then go back to the top.
 */
async function drawEveryChart() {
  for (const figure of Array.from(document.querySelectorAll<HTMLElement>('main figure'))) {
    figure.scrollIntoView({ block: 'center' });
    await expect(await within(figure).findByRole('img', {}, { timeout: 10_000 })).toBeVisible();
  }
  window.scrollTo(0, 0);
}

async function expectNoHorizontalOverflow() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

export const Desktop: Story = {
  parameters: { msw: { handlers: siteHandlers } },
  render: () => (
    <StoryApp session={institution}>
      <Shell>{samplePage}</Shell>
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The header's notifications menu is a lazy chunk: the picture waits for it.
    await expect(await page.findByRole('button', { name: 'Notifications' }, { timeout: 5_000 })).toBeVisible();
    const { menu, nav } = parts();
    await expect(menu).toHaveTextContent('Menu');
    await expect(menu).not.toBeVisible();
    await expect(nav).toBeVisible();
    await expect(await within(nav).findByRole('link', { name: 'EBA Selection' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneMenuClosed: Story = {
  tags: ['phone'],
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: siteHandlers } },
  render: Desktop.render,
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The header's notifications menu is a lazy chunk: the picture waits for it.
    await expect(await page.findByRole('button', { name: 'Notifications' }, { timeout: 5_000 })).toBeVisible();
    const { menu, nav, main } = parts();
    await expect(menu).toBe(page.getByRole('button', { name: 'Menu' }));
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    await expect(nav).not.toBeVisible();
    await expect(main.getBoundingClientRect().top).toBeLessThan(844);
    await expect(page.getByRole('combobox', { name: 'ACCOUNTS' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const PhoneMenuOpen: Story = {
  tags: ['phone'],
  ...PhoneMenuClosed,
  play: async () => {
    await expect(await page.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The header's notifications menu is a lazy chunk: the picture waits for it.
    await expect(await page.findByRole('button', { name: 'Notifications' }, { timeout: 5_000 })).toBeVisible();
    const { menu, nav } = parts();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(await within(nav).findByRole('link', { name: 'EBA Selection' })).toBeVisible();
    await expectNoHorizontalOverflow();
    // Escape closes and returns focus to Menu; the picture is taken open again.
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const PhoneInstitutionHome: Story = {
  tags: ['phone'],
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: institutionHomeHandlers } },
  render: () => (
    <StoryApp session={institution}>
      <Shell>
        <HomeScreen />
      </Shell>
    </StoryApp>
  ),
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'Usage insights' }, { timeout: 5_000 })).toBeVisible();
    // The header's notifications menu is a lazy chunk: the picture waits for it.
    await expect(await page.findByRole('button', { name: 'Notifications' }, { timeout: 5_000 })).toBeVisible();
    await drawEveryChart();
    await expect(page.getByRole('img', { name: 'Weekly usage, Past 4 Weeks' })).toBeVisible();
    await expect(parts().nav).not.toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const PhonePublisherHome: Story = {
  tags: ['phone'],
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: publisherHomeHandlers } },
  render: () => (
    <StoryApp session={publisher}>
      <Shell>
        <HomeScreen />
      </Shell>
    </StoryApp>
  ),
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Welcome to JSTOR Admin' }, { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The header's notifications menu is a lazy chunk: the picture waits for it.
    await expect(await page.findByRole('button', { name: 'Notifications' }, { timeout: 5_000 })).toBeVisible();
    await expect(await page.findByText('Last Updated: 11/16/2026.', { exact: false }, { timeout: 10_000 })).toBeVisible();
    await drawEveryChart();
    await expect(page.getByRole('img', { name: 'Top institutions, Past 4 Weeks' })).toBeVisible();
    await expect(parts().nav).not.toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

const loginPage = (
  <LoginLayout providerName="JSTOR">
    <LoginScreen providerName="JSTOR" onSignedIn={async () => undefined} />
  </LoginLayout>
);

export const Login: Story = {
  render: () => loginPage,
  play: async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to JSTOR Admin' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const PhoneLogin: Story = {
  tags: ['phone'],
  ...phone,
  render: () => loginPage,
  play: async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to JSTOR Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
