import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onSelect = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenuContent,
  subcomponents: { DropdownMenu, DropdownMenuTrigger, DropdownMenuItem, DropdownMenuCheckboxItem, DropdownMenuRadioItem },
  beforeEach: () => {
    onSelect.mockClear();
  },
  render: (args) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Report actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuItem onSelect={() => onSelect('download')}>Download</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('rerun')}>Run again</DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect('share')}>
          Share (unavailable)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onSelect('delete')}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenuContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Report actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Report actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Download' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Run again' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('rerun');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DisabledItem: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report actions' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Share (unavailable)' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(onSelect).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report actions' }));
    const menu = await screen.findByRole('menu');
    for (const item of within(menu).getAllByRole('menuitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

function SettingsMenu() {
  const [columns, setColumns] = React.useState({ usage: true, cost: false });
  const [format, setFormat] = React.useState('tsv');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">View options</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        <DropdownMenuGroup aria-label="Columns">
          <DropdownMenuCheckboxItem checked={columns.usage} onCheckedChange={(usage) => setColumns((c) => ({ ...c, usage }))}>
            Usage
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={columns.cost} onCheckedChange={(cost) => setColumns((c) => ({ ...c, cost }))}>
            Cost per use
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Format</DropdownMenuLabel>
        <DropdownMenuRadioGroup aria-label="Format" value={format} onValueChange={setFormat}>
          <DropdownMenuRadioItem value="tsv">TSV</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="json">JSON</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="xlsx">Excel</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>More</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>
              Print <DropdownMenuShortcut>Ctrl P</DropdownMenuShortcut>
            </DropdownMenuItem>
            <DropdownMenuItem>Copy link</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxAndRadioItems: Story = {
  render: () => <SettingsMenu />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'View options' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Usage' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Cost per use' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Cost per use' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'TSV' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Excel' }));

    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Excel' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'TSV' })).toHaveAttribute('aria-checked', 'false');
  },
};

export const Submenu: Story = {
  render: () => <SettingsMenu />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View options' }));
    const menu = await screen.findByRole('menu');
    const more = within(menu).getByRole('menuitem', { name: 'More' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Print' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(more).toHaveFocus();
  },
};

export const LongLabels: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Institution</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-w-xs">
        <DropdownMenuLabel>Switch institution</DropdownMenuLabel>
        <DropdownMenuItem>Demo University</DropdownMenuItem>
        <DropdownMenuItem>Demo College of Art, Architecture, Design and the History of the Built Environment</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};
