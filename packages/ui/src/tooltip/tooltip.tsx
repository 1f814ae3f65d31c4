import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import * as React from 'react';
import { cn } from '../lib/cn';

/**
 * Shares open/close delays between tooltips; place one near the root of the app.
 * Wraps Radix `Tooltip.Provider` with a shorter default delay (300ms).
 */
export function TooltipProvider({ delayDuration = 300, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export interface TooltipProps extends React.ComponentProps<typeof TooltipPrimitive.Root> {
  /** Hover delay in milliseconds before it opens. Defaults to the nearest TooltipProvider's, else 300. */
  delayDuration?: number;
}

/**
 * One tooltip: a short supplementary description of its trigger, shown on hover and on keyboard focus,
 * dismissed with Escape. Never put essential or interactive content in it. It brings its own provider,
 * so an app needs no root TooltipProvider (and pages without tooltips carry none of their code).
 */
export function Tooltip({ delayDuration, ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration ?? 300}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

/**
 * The element the tooltip describes. It must be focusable (a button by default, or with `asChild` a link,
 * a button or an input that is not disabled): a tooltip on a non-focusable element never appears for
 * keyboard users (WCAG 2.1.1, 1.4.13). A console warning is logged when it is not.
 */
export function TooltipTrigger({ ref, ...props }: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const localRef = React.useRef<HTMLButtonElement>(null);
  React.useImperativeHandle(ref, () => localRef.current as HTMLButtonElement);
  React.useEffect(() => {
    const element = localRef.current;
    if (element && (element.tabIndex < 0 || element.matches(':disabled'))) {
      console.warn('TooltipTrigger: the trigger is not focusable, so keyboard users never see its tooltip.', element);
    }
  }, []);
  return <TooltipPrimitive.Trigger ref={localRef} data-slot="tooltip-trigger" {...props} />;
}

/** The bubble. Rendered in a portal; its text also describes the trigger through `aria-describedby`. */
export function TooltipContent({ className, sideOffset = 6, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded bg-ink px-2 py-1 text-sm text-surface shadow-md', className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
