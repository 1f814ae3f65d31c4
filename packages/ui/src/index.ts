export { cn, prepareClassMerging } from './lib/cn';

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
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipProps } from './tooltip/tooltip';
export { Alert, alertVariants, type AlertProps, type AlertVariant } from './alert/alert';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link';

// Display and navigation primitives
export {
  IconButton,
  iconButtonVariants,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './icon-button/icon-button';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './tabs/tabs';
export { CopyButton, type CopyButtonProps, type CopyStatus } from './copy-button/copy-button';
export { ProgressBar, type ProgressBarProps, type ProgressBarSize, type ProgressBarVariant } from './progress-bar/progress-bar';
export {
  SortableHead,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  tableBodyRowClassName,
  tableCellClassName,
  nextSortDirection,
  type SortableHeadProps,
  type SortDirection,
  type TableBodyProps,
  type TableEmptyProps,
  type TableHeadProps,
  type TableProps,
} from './table/table';
export { VirtualTableBody, type VirtualTableBodyProps } from './table/virtual-table-body';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { getPageItems, type PageItem, type PageItemsOptions } from './pagination/model';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  type CardTitleProps,
  type HeadingLevel,
} from './card/card';
export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonShape, type SkeletonTextProps } from './skeleton/skeleton';

// Form primitives
export {
  FieldDescription,
  FieldError,
  FieldHeading,
  FieldLabel,
  RequiredMark,
  fieldLabelClass,
  useFieldIds,
  type FieldErrorProps,
  type FieldHeadingProps,
  type FieldIds,
  type FieldLabelProps,
  type FieldProps,
  type UseFieldIdsOptions,
} from './field/field';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TextArea, characterCountMessage, type TextAreaProps } from './text-area/text-area';
export { RadioGroup, RadioGroupItem, type RadioGroupItemProps, type RadioGroupProps } from './radio-group/radio-group';
export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox/checkbox';
export { Switch, type SwitchProps } from './switch/switch';
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox/combobox';
export { filterOptions, indexOptions, normalize as normalizeSearchText, type FilterResult, type OptionIndex } from './combobox/model';
export { DatePicker, type DatePickerProps } from './date-picker/date-picker';
export {
  clamp as clampDateValue,
  isIsoValue,
  parseInput as parseDateInput,
  toDate as isoToDate,
  fromDate as dateToIso,
  type DateMessages,
  type DatePickerMode,
  type ParseResult as DateParseResult,
} from './date-picker/model';
export { EmailPillInput, type EmailPillInputProps } from './email-pill-input/email-pill-input';
export { FileDropZone, type FileDropZoneProps } from './file-drop-zone/file-drop-zone';
export { formatFileSize, matchesAccept, type FileDropMessages } from './file-drop-zone/model';
