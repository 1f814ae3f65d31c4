import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const holdingsTabs = [
  { value: 'journals', label: 'Journals', text: 'Journal titles your institution holds.' },
  { value: 'books', label: 'Books', text: 'Book titles your institution holds.' },
  { value: 'collections', label: 'Collections', text: 'Collections licensed by your institution.' },
];

function HoldingsTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Holdings">
        {holdingsTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {holdingsTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p>{tab.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: 'journals', onValueChange: fn() },
  render: (args) => <HoldingsTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Holdings' })).toBeInTheDocument();
    const journals = canvas.getByRole('tab', { name: 'Journals' });
    await expect(journals).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Journals' })).toHaveTextContent('Journal titles your institution holds.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Books' }));
    await expect(canvas.getByRole('tab', { name: 'Books' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Books' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('books');
  },
};

export const KeyboardArrowsHomeEnd: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    // One tab stop for the whole list: the selected tab.
    await userEvent.tab();
    await expect(tab('Journals')).toHaveFocus();
    // Automatic activation: moving focus selects.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Books')).toHaveFocus();
    await expect(tab('Books')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('books');
    await userEvent.keyboard('{End}');
    await expect(tab('Collections')).toHaveFocus();
    await expect(tab('Collections')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Journals')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Collections')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Journals')).toHaveFocus();
    // Tab leaves the list for the panel, not for the next tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Journals' })).toHaveFocus();
  },
};

/** The parent owns the value; nothing changes unless it accepts the change. */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: function Render(args) {
    const [value, setValue] = React.useState('collections');
    return (
      <div className="space-y-4">
        <HoldingsTabs
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <p className="text-sm text-muted">
          Selected: <output>{value}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Journals' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('journals');
    await expect(canvas.getByRole('tabpanel', { name: 'Journals' })).toBeVisible();
  },
};

const reportTabs = ['overview', 'usage', 'history'] as const;
type ReportTab = (typeof reportTabs)[number];

/**
 * The URL pattern, router-agnostic: the app reads `?tab=` and writes it back on change. With wouter:
 *
 * ```tsx
 * const [params, setParams] = useSearchParams();
 * const raw = params.get('tab');
 * const tab = reportTabs.includes(raw) ? raw : 'overview'; // an unknown or missing value falls back
 * <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
 * ```
 *
 * Here a string stands in for the address bar. Use `replace` rather than a new history entry per tab, so
 * Back leaves the page instead of walking through the tabs.
 */
export const BoundToQueryParameter: Story = {
  args: { defaultValue: undefined },
  render: function Render(args) {
    const [search, setSearch] = React.useState('?tab=usage&range=12m');
    const params = new URLSearchParams(search);
    const raw = params.get('tab');
    const tab: ReportTab = reportTabs.includes(raw as ReportTab) ? (raw as ReportTab) : 'overview';
    return (
      <div className="space-y-4">
        <p className="rounded border border-divider bg-subtle px-3 py-2 font-mono text-sm text-ink">
          <output aria-label="Simulated address">/admin/reports{search}</output>
        </p>
        <Tabs
          {...args}
          value={tab}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            const updated = new URLSearchParams(search);
            updated.set('tab', next);
            setSearch(`?${updated.toString()}`);
          }}
        >
          <TabsList aria-label="Report">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="usage">Usage</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">Overview of your reports.</TabsContent>
          <TabsContent value="usage">Usage over the last twelve months.</TabsContent>
          <TabsContent value="history">Reports you requested.</TabsContent>
        </Tabs>
        <button type="button" className="text-sm text-primary underline" onClick={() => setSearch('?tab=unknown')}>
          Open a link with an unknown tab
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const address = canvas.getByRole('status', { name: 'Simulated address' });
    // The URL decides the tab on load.
    await expect(canvas.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true');
    // Selecting a tab writes the URL and keeps the other parameters.
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(address).toHaveTextContent('/admin/reports?tab=history&range=12m');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(address).toHaveTextContent('?tab=usage&range=12m');
    // A value no tab has falls back to the first tab rather than showing none.
    await userEvent.click(canvas.getByRole('button', { name: 'Open a link with an unknown tab' }));
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Access methods">
        <TabsTrigger value="ip">IP addresses</TabsTrigger>
        <TabsTrigger value="saml" disabled>
          SAML
        </TabsTrigger>
        <TabsTrigger value="proxy">Proxy</TabsTrigger>
      </TabsList>
      <TabsContent value="ip">IP ranges.</TabsContent>
      <TabsContent value="saml">SAML entity.</TabsContent>
      <TabsContent value="proxy">Proxy URL.</TabsContent>
    </Tabs>
  ),
  args: { defaultValue: 'ip' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'SAML' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The arrow skips the disabled tab.
    await expect(canvas.getByRole('tab', { name: 'Proxy' })).toHaveFocus();
  },
};

const manyTabs = [
  'Journals',
  'Books',
  'Collections',
  'Primary sources',
  'Open access',
  'Early journal content',
  'Artstor images',
  'Reports archive',
  'Shared shelf',
  'Research reports',
];

/** Values end up in ids (aria-controls): no spaces. */
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

function ManyTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <div className="w-96 max-w-full">
      <Tabs {...props}>
        <TabsList aria-label="Content types">
          {manyTabs.map((name) => (
            <TabsTrigger key={name} value={slug(name)}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {manyTabs.map((name) => (
          <TabsContent key={name} value={slug(name)}>
            Titles in {name.toLowerCase()}.
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export const ManyTabsScroll: Story = {
  args: { defaultValue: 'journals' },
  render: (args) => <ManyTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Content types' });
    // The row scrolls instead of wrapping or overflowing the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Research reports' });
    await expect(last).toHaveFocus();
    // The focused tab is scrolled into view.
    await waitFor(() => {
      const tab = last.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      // Within a pixel or two: scroll offsets are whole pixels, tab edges are not.
      expect(tab.right).toBeLessThanOrEqual(box.right + 2);
    });
  },
};

export const RightToLeftScroll: Story = {
  args: { defaultValue: 'journals', dir: 'rtl' },
  render: (args) => (
    <div dir="rtl">
      <ManyTabs {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Journals' })).toHaveFocus();
    // Right to left: the Left arrow moves on to the next tab.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Books' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('tablist');
    // The first tab starts at the right edge.
    const first = canvas.getByRole('tab', { name: 'Journals' }).getBoundingClientRect();
    await expect(Math.abs(first.right - list.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Books' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
  },
};
