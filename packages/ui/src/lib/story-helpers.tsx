import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Renders the story inside a box: a narrow width for long-text stories, `dir`/`lang` for right-to-left. */
export function inBox(className: string, attributes: { dir?: 'rtl' | 'ltr'; lang?: string } = {}): Decorator {
  return (Story) => (
    <div className={className || undefined} {...attributes}>
      <Story />
    </div>
  );
}

/** Long labels and values must wrap inside the primitive: nothing may overflow it sideways. */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement, slot: string): Promise<void> {
  const root = canvasElement.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  await expect(root, `an element with data-slot="${slot}"`).not.toBeNull();
  await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
}
