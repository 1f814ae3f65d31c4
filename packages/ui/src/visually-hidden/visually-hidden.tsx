import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';
import type * as React from 'react';

/**
 * Content for assistive technology only: read by screen readers, not painted. Use it for labels that the
 * visual layout already makes obvious (an icon button's purpose, a table's caption).
 */
export function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
