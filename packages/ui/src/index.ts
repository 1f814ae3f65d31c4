export { cn } from './lib/cn';

export { Button, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { TextLink, linkVariants, type LinkVariant, type TextLinkProps } from './text-link/text-link';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export {
  ToastProvider,
  useToast,
  TOAST_LIMIT,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './toast/toast';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog/dialog';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal/confirm-modal';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuSubTriggerProps,
} from './dropdown-menu/dropdown-menu';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip/tooltip';
export { Alert, alertVariants, type AlertProps, type AlertVariant } from './alert/alert';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link';

// Merged from the issue-3 work in progress; inlined when it lands.
export * from './index-display';
export * from './index-forms';
