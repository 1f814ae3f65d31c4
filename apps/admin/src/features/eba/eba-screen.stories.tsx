import type { EbaUploadStatusValue } from '@console/rules/eba';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp, storySession } from '../../lib/testing/story-app';
import { EbaSelectionPage } from './eba-screen';

const university = { code: 'demouniv', name: 'Demo University', type: 'institution' } as const;
const college = { code: 'democoll', name: 'Demo Visual Arts College', type: 'institution' } as const;
const oneInstitution = storySession([university]);
const twoInstitutions = storySession([university, college]);

const programme = (overrides: Record<string, unknown> = {}) => ({
  siteCode: 'demouniv',
  institutionName: 'Demo University',
  cycle: '2024-2025',
  balance: 1500,
  balanceThreshold: 1450,
  eligibleTitleCount: 40,
  disablePublicEbaAccess: false,
  hasSuccessfulUpload: false,
  ...overrides,
});

const DOWNLOAD = '/ui/data-fetch/downloads/eba/demouniv/selection.xlsx';
const SIGNED = '/ui/data-fetch/uploads/eba?siteCode=demouniv&key=eba%2Fdemouniv%2Fu1%2FEBA+selection.xlsx&expires=1999999999&signature=ab';

/** The page's reads: the programme per site code (null: not a participant), the link and the latest status. */
const pageHandlers = (programmes: Record<string, ReturnType<typeof programme> | null>) => [
  graphql.query('EbaProgramme', ({ variables }) =>
    HttpResponse.json({ data: { ebaProgramme: programmes[variables.siteCode as string] ?? null } }),
  ),
  graphql.query('EbaDownloadLink', ({ variables }) =>
    programmes[variables.siteCode as string]
      ? HttpResponse.json({ data: { getEBADownloadLink: DOWNLOAD } })
      : HttpResponse.json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
  ),
];

/** EbaUploadStatus requests of the story (the page's read, then the polls). */
let statusCalls = 0;
/** Whether the story's EbaTriggerUpload has been asked for (the file is being processed). */
let triggered = false;
/** Each handler's answers start over with every story (a phone story plays the handlers of its desktop story again). */
const statusResets: Array<() => void> = [];
/**
 * The latest upload status: `before` until the story's file is triggered, then each of `afterTrigger` in turn
 * (the last one repeats). Counting from the trigger, not from the first request, keeps the story's answers its
 * own: a poll of the story played before it, still in flight when this one's handlers took over, gets `before`.
 */
const statusHandler = (before: EbaUploadStatusValue | null, ...afterTrigger: EbaUploadStatusValue[]) => {
  let call = 0;
  statusResets.push(() => {
    call = 0;
  });
  return graphql.query('EbaUploadStatus', () => {
    statusCalls += 1;
    if (!triggered || afterTrigger.length === 0) return HttpResponse.json({ data: { ebaUploadStatus: before } });
    const answer = afterTrigger[Math.min(call, afterTrigger.length - 1)];
    call += 1;
    return HttpResponse.json({ data: { ebaUploadStatus: answer } });
  });
};

const uploadHandlers = (storage: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })) => [
  graphql.mutation('EbaSignedUrl', () => HttpResponse.json({ data: { ebaSignedUrl: SIGNED } })),
  http.post('*/ui/data-fetch/uploads/eba', storage),
  graphql.mutation('EbaTriggerUpload', () => {
    triggered = true;
    return HttpResponse.json({
      data: { ebaTriggerUpload: { status: 'running', message: 'Waiting to extract the selection file', reason: null } },
    });
  }),
];

const events: string[] = [];
const logHandler = graphql.mutation('RecordEvent', ({ variables }) => {
  events.push((variables.input as { type: string }).type);
  return HttpResponse.json({ data: { logEvent: true } });
});

const running = (message: string): EbaUploadStatusValue => ({ status: 'running', message, reason: null, details: null });
const failedWith = (code: string, details: EbaUploadStatusValue['details'] = null): EbaUploadStatusValue => ({
  status: 'failed',
  message: `The selection file was refused: ${code}`,
  reason: `EBA-${code}`,
  details,
});

const tryAgain = fn();

const meta = {
  title: 'Screens/EBA Selection',
  component: EbaSelectionPage,
  parameters: { layout: 'padded' },
  args: { onTryAgain: tryAgain, pollIntervalMs: 30 },
  beforeEach: () => {
    tryAgain.mockClear();
    events.length = 0;
    statusCalls = 0;
    triggered = false;
    for (const reset of statusResets) reset();
  },
  render: (args) => (
    <StoryApp session={oneInstitution}>
      <EbaSelectionPage {...args} />
    </StoryApp>
  ),
} satisfies Meta<typeof EbaSelectionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A phone, 390 × 844 CSS px (as app/shell/shell.stories.tsx): the story tests take the size from the viewport
 * global, tests/visual from the `phone` tag (written in each story: the indexer reads only literals).
 */
const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
};

/** Nothing is wider than the phone's screen: no sideways scrolling. */
async function expectNoHorizontalOverflow() {
  await expect(window.innerWidth).toBe(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

const page = within(document.body);
const selectionFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'EBA_Selection_demouniv_2024-2025.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function chooseFile() {
  await page.findByRole('button', { name: 'Choose file' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, selectionFile());
}

/**
 * Polling has stopped: no status request during ten intervals of the stories (30 ms each), once the page's own
 * read after a success (which asks for the status too) has had time to finish.
 */
async function expectPollingStopped() {
  await new Promise((resolve) => setTimeout(resolve, 150));
  const before = statusCalls;
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(statusCalls).toBe(before);
}

const progressbar = () => page.getByRole('progressbar', { name: 'EBA_Selection_demouniv_2024-2025.xlsx' });

export const Participant: Story = {
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme() }), statusHandler(null)] } },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'Demo University: 2024-2025 selection' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download selection file' })).toHaveAttribute('href', DOWNLOAD);
    // The three steps are an ordered list whose numbers show (a list item shown as flex loses its marker).
    const steps = page.getByRole('list', { name: 'Steps to submit your selections' });
    await expect(steps.tagName).toBe('OL');
    const items = within(steps).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Download your selection file',
      'Mark your selections',
      'Upload your file',
    ]);
    for (const item of items) {
      await expect(getComputedStyle(item).display).toBe('list-item');
      await expect(getComputedStyle(item).listStyleType).toBe('decimal');
    }
    await expect(page.getByText(/statement for the 2024-2025 cycle is sent within 24 hours; large orders may take longer/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(expect.stringContaining('Accepted: .xlsx'));
    // One institution: no picker and no coming-soon notice.
    await expect(page.queryByRole('combobox', { name: 'Institution' })).toBeNull();
    await expect(page.queryByText('Uploading for several institutions is coming soon')).toBeNull();
  },
};

export const SeveralInstitutions: Story = {
  render: (args) => (
    <StoryApp session={twoInstitutions}>
      <EbaSelectionPage {...args} />
    </StoryApp>
  ),
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme(), democoll: null }), statusHandler(null)] } },
  play: async () => {
    await expect(await page.findByText('Uploading for several institutions is coming soon')).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Institution' });
    await expect(picker).toHaveValue('demouniv');
    await page.findByRole('heading', { level: 2, name: 'Demo University: 2024-2025 selection' });
    await userEvent.selectOptions(picker, 'democoll');
    await expect(await page.findByRole('heading', { level: 2, name: 'Your institution does not participate in JSTOR EBA' })).toBeVisible();
  },
};

export const NotParticipating: Story = {
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: null }), statusHandler(null)] } },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'Your institution does not participate in JSTOR EBA' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact JSTOR Support to take part' })).toHaveAttribute(
      'href',
      'https://support.jstor.org/',
    );
    await expect(page.queryByRole('button', { name: 'Choose file' })).toBeNull();
  },
};

export const UploadNoLongerAvailable: Story = {
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme({ disablePublicEbaAccess: true }) }), statusHandler(null)] } },
  play: async () => {
    await expect(await page.findByRole('heading', { level: 2, name: 'EBA Selection Upload No Longer Available' })).toBeVisible();
    await expect(page.getByText(/The period for submitting selections for the 2023-2024 cycle has passed/)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Choose file' })).toBeNull();
  },
};

export const Submitted: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers({ demouniv: programme({ hasSuccessfulUpload: true }) }), statusHandler({ status: 'success' })] },
  },
  play: async () => {
    await expect(await page.findByText('Your selections have been submitted')).toBeVisible();
    await expect(page.getByText(/We have received the selections of Demo University for the 2024-2025 cycle/)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Choose file' })).toBeNull();
  },
};

export const ResumesAnUploadUnderWay: Story = {
  args: { pollIntervalMs: 60_000 },
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme() }), statusHandler(running('Processing the selections'))] } },
  play: async () => {
    const bar = await page.findByRole('progressbar', { name: 'Your selection file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(page.getByText('Processing your selections...')).toHaveAttribute('role', 'status');
    await expect(page.getByRole('button', { name: 'Remove file' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        graphql.query('EbaProgramme', () => HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] })),
        graphql.query('EbaDownloadLink', () => HttpResponse.json({ data: { getEBADownloadLink: DOWNLOAD } })),
        statusHandler(null),
        logHandler,
      ],
    },
  },
  play: async () => {
    await expect(await page.findByText('We are unable to complete your request, please try again or contact support')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ChosenProgress10: Story = {
  name: 'Chosen (10)',
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null),
        graphql.mutation('EbaSignedUrl', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await expect(await progressbar()).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByRole('group', { name: 'Upload in progress' })).toHaveFocus();
  },
};

export const UploadedProgress25: Story = {
  name: 'Uploaded (25)',
  args: { pollIntervalMs: 60_000 },
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme() }), statusHandler(null), ...uploadHandlers()] } },
  play: async () => {
    await chooseFile();
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuenow', '25'));
    await expect(page.getByText('Uploading your file...')).toHaveAttribute('role', 'status');
  },
};

export const VerifyingProgress50: Story = {
  name: 'Verifying the balance (50)',
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null, running('Reading the file to extract its selections')),
        ...uploadHandlers(),
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuenow', '50'));
    await expect(page.getByText('Verifying the balance...')).toHaveAttribute('role', 'status');
  },
};

export const ProcessingProgress75: Story = {
  name: 'Processing your selections (75)',
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null, running('Processing the selections')),
        ...uploadHandlers(),
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuenow', '75'));
    await expect(page.getByText('Processing your selections...')).toHaveAttribute('role', 'status');
  },
};

export const UploadSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null, running('Reading the file to extract its selections'), running('Processing the selections'), {
          status: 'success',
        }),
        ...uploadHandlers(),
        graphql.query('EbaParticipantStatus', () => HttpResponse.json({ data: { ebaParticipantStatus: [] } })),
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await expect(await page.findByText('Your selections have been submitted')).toBeVisible();
    await expect(page.queryByRole('progressbar')).toBeNull();
    await expectPollingStopped();
  },
};

export const RemoveAborts: Story = {
  args: { pollIntervalMs: 60_000 },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null),
        ...uploadHandlers(),
        graphql.mutation('EbaAbortFileProcessing', () => HttpResponse.json({ data: { ebaAbortFileProcessing: true } })),
        logHandler,
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuenow', '25'));
    await userEvent.click(page.getByRole('button', { name: 'Remove file' }));
    const choose = await page.findByRole('button', { name: 'Choose file' });
    await waitFor(() => expect(choose).toHaveFocus());
    await expect(page.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(events).toContain('eba-upload-aborted'));
  },
};

export const StorageUploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers({ demouniv: programme() }),
        statusHandler(null),
        ...uploadHandlers(() => new HttpResponse('The upload link is not valid.', { status: 403, statusText: 'Forbidden' })),
      ],
    },
  },
  play: async () => {
    await chooseFile();
    await expect(await page.findByText('Failed to upload file: Forbidden')).toBeVisible();
    // The started flag is reset: the file can be chosen again.
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
  },
};

/** A story that uploads and ends on the error panel of `status`, whose text it checks. */
const errorStory = (status: EbaUploadStatusValue, text: string | RegExp): Story => ({
  parameters: { msw: { handlers: [...pageHandlers({ demouniv: programme() }), statusHandler(null, status), ...uploadHandlers()] } },
  play: async () => {
    await chooseFile();
    const alert = await page.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(text));
    await expect(within(alert).getByText('Your file was not processed')).toBeVisible();
    await expectPollingStopped();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(tryAgain).toHaveBeenCalledTimes(1);
  },
});

export const BalanceErrorNegative = errorStory(
  failedWith('balance_error', { errorMessage: null, remainingBalance: -3534.5, balanceThreshold: 1450 }),
  'Your remaining balance is -$3,534.50. To process your order, we require a remaining balance between $0 and $1,450.00. Please select or remove titles accordingly and upload an updated file. If you need help, contact JSTOR Support.',
);
export const BalanceErrorTooHigh = errorStory(
  failedWith('balance_error', { errorMessage: null, remainingBalance: 1490, balanceThreshold: 1450 }),
  /Your remaining balance is \$1,490\.00\. To process your order, we require a remaining balance between \$0 and \$1,450\.00\./,
);
export const NoSelectionsError = errorStory(
  failedWith('no_book_selections_error'),
  "We did not find any selections in your file. Please make sure there is a 'y' in the Selection column (column A) for each title you want, then upload the file again.",
);
export const ColumnError = errorStory(
  failedWith('column_error'),
  'Some required information was deleted from your file. Please download the selection file again, mark your selections and upload the new file.',
);
export const FileOrSiteCodeError = errorStory(
  failedWith('file_or_site_code_error'),
  /Some required information was deleted from your file/,
);
export const PreviousYearError = errorStory(
  failedWith('invalid_eba_selection_year'),
  'This file is from a previous year. Please download the selection file for the 2024-2025 cycle, mark your selections and upload it.',
);
export const SystemError = errorStory(failedWith('system_error'), 'Our system encountered an error. Please refresh and try again...');
export const UnknownErrorCode = errorStory(
  { status: 'failed', message: null, reason: 'EBA - Quota_Exceeded ', details: null },
  'Our system encountered an error. Please refresh and try again...',
);

// Phone-sized baselines of the main states (390 px): the steps, an upload under way, an error panel, the
// submitted panel. Each plays its desktop story, then checks that nothing scrolls sideways.
const onPhone = (story: Story, name: string): Story => ({
  ...story,
  name,
  ...phone,
  parameters: { ...story.parameters, ...phone.parameters },
  play: async (context) => {
    await story.play?.(context);
    await expectNoHorizontalOverflow();
  },
});

export const PhoneParticipant: Story = { ...onPhone(Participant, 'Phone: participant'), tags: ['phone'] };
export const PhoneProcessing: Story = { ...onPhone(ProcessingProgress75, 'Phone: processing (75)'), tags: ['phone'] };
export const PhoneBalanceError: Story = { ...onPhone(BalanceErrorNegative, 'Phone: balance error'), tags: ['phone'] };
export const PhoneSubmitted: Story = { ...onPhone(Submitted, 'Phone: submitted'), tags: ['phone'] };
