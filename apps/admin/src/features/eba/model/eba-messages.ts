import { formatEbaAmount, type EbaUploadState } from '@console/rules/eba';

/** The generic EBA failure, for system_error and every code the console does not know (spec 000 §8). */
export const EBA_SYSTEM_ERROR = 'Our system encountered an error. Please refresh and try again...';

/** The balance failure (spec 000 §8): the amount with a dollar sign and two decimals, a minus sign before it if negative. */
export function ebaBalanceMessage(remainingBalance: number, balanceThreshold: number): string {
  return (
    `Your remaining balance is ${formatEbaAmount(remainingBalance)}. To process your order, we require a remaining balance ` +
    `between $0 and ${formatEbaAmount(balanceThreshold)}. Please select or remove titles accordingly and upload an updated file.`
  );
}

/** The storage upload's failure (spec 000 §8). */
export function ebaUploadFailedMessage(statusText: string): string {
  return `Failed to upload file: ${statusText}`;
}

/** What an error panel says, and whether it adds the support contact (the balance message does, spec 000 §8). */
export interface EbaErrorPanel {
  code: string;
  message: string;
  withSupport: boolean;
}

/**
 * The error panel of a failed upload (spec 000 §8), by error code. The spec gives the gist of the texts
 * other than the balance and system messages; the wording is ours (docs/decisions.md "EBA selection (console)").
 */
export function ebaErrorPanel(state: Extract<EbaUploadState, { kind: 'failed' }>, cycle: string): EbaErrorPanel {
  switch (state.code) {
    case 'balance_error':
      return state.remainingBalance === null || state.balanceThreshold === null
        ? { code: 'system_error', message: EBA_SYSTEM_ERROR, withSupport: false }
        : { code: state.code, message: ebaBalanceMessage(state.remainingBalance, state.balanceThreshold), withSupport: true };
    case 'no_book_selections_error':
      return {
        code: state.code,
        message:
          "We did not find any selections in your file. Please make sure there is a 'y' in the Selection column (column A) for each title you want, then upload the file again.",
        withSupport: false,
      };
    case 'column_error':
    case 'file_or_site_code_error':
      return {
        code: state.code,
        message:
          'Some required information was deleted from your file. Please download the selection file again, mark your selections and upload the new file.',
        withSupport: false,
      };
    case 'invalid_eba_selection_year':
      return {
        code: state.code,
        message: `This file is from a previous year. Please download the selection file for the ${cycle} cycle, mark your selections and upload it.`,
        withSupport: false,
      };
    default:
      return { code: 'system_error', message: EBA_SYSTEM_ERROR, withSupport: false };
  }
}
