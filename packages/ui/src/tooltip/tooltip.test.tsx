import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip>
          <TooltipTrigger>Help</TooltipTrigger>
          <TooltipContent>Opens the user guide</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens the user guide');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAccessibleDescription('Opens the user guide');
  });

  it('warns when the trigger cannot take focus', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <span>Not focusable</span>
          </TooltipTrigger>
          <TooltipContent>Never seen by keyboard users</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not focusable'), expect.anything());
  });

  it('does not warn for a focusable trigger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <a href="/guide">Guide</a>
          </TooltipTrigger>
          <TooltipContent>User guide</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
