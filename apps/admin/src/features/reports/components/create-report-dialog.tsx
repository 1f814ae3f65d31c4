import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  DialogContent,
  DialogFooter,
  RadioGroup,
  RadioGroupItem,
  TextField,
} from '@console/ui';
import {
  ALL_COLLECTIONS_ID,
  ALL_JOURNALS_LABEL,
  ALL_JOURNALS_VALUE,
  CONSORTIAL_CODE,
  duplicateMessage,
  errorSummary,
  isValidReportEmail,
} from '@console/rules/reports';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GatewayError } from '../../../lib/graphql-client';
import { serverErrorMessage } from '../../../lib/form/server-error';
import { useForm } from '../../../lib/form/use-form';
import { hasFlag, type UserState } from '../../../state/user-state';
import type { HistoryItem, ReportTemplateItem, ScheduleItem } from '../api/reports';
import {
  checkDuplicateAtom,
  childInstitutionsAtom,
  childrenOfAtom,
  collectionsAtom,
  collectionsSiteAtom,
  licensedPlatformsAtom,
  publicationsAtom,
  publisherIdAtom,
  submitReportAtom,
  templateParamsAtom,
  templatesAtom,
  wizardSiteCodeAtom,
  type Submission,
} from '../atoms/reports-atoms';
import {
  chooseEnd,
  chooseStart,
  dateBounds,
  defaultOneTimeDates,
  displayDate,
  effectiveDate,
  fromPickerValue,
  periodOptions,
  publisherDates,
  toPickerValue,
  beginForPeriod,
} from '../model/dates';
import type { ReportPageMode } from '../model/page-modes';
import {
  addYear,
  buildReportSubmission,
  buildScheduleSubmission,
  COUNTER_SCHEDULE_NOTE,
  defaultPlatform,
  DUPLICATE_CHECK_FAILED,
  initialWizardValues,
  PROCESSING,
  removeYear,
  requiredErrors,
  RETIRED_NOTE,
  stepsFor,
  SUBMISSION_SERVER_ERRORS,
  SUBMIT_FAILED,
  SUBMITTING,
  TEMPLATES_FAILED,
  validateWizard,
  withPlatform,
  type WizardStep,
  type WizardValues,
} from '../model/wizard';
import type { FoundAccount } from '../model/site-search';
import { SelectField } from './select-field';
import { SiteCodeSearch } from './site-code-search';

export interface SubmittedResult {
  kind: 'report' | 'schedule';
  item: HistoryItem | ScheduleItem;
  message: string;
}

export interface CreateReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ReportPageMode;
  user: UserState;
  /** The namespace the wizard lists (the publisher page passes its first section's). */
  namespace: string;
  /** Publisher sections the publisher may request (namespace and label). */
  namespaceChoices?: ReadonlyArray<{ value: string; label: string }>;
  onSubmitted: (result: SubmittedResult) => void;
  /** The date treated as today (stories and tests pin it). */
  today: string;
}

const STEP_TITLES: Record<WizardStep, string> = {
  required: 'Required fields',
  optional: 'Optional fields',
  confirm: 'Confirm your report',
};

const accountLabel = (type: string) => (type === 'Publisher' ? 'PUBLISHER' : type === 'Consortium' ? 'CONSORTIUM' : 'INSTITUTION');

/** The create-report wizard (modal id create-report, spec 001 §2, §4, §5). */
export function CreateReportDialog({
  open,
  onOpenChange,
  mode,
  user,
  namespace: pageNamespace,
  namespaceChoices,
  onSubmitted,
  today,
}: CreateReportDialogProps) {
  const collectionsUsage = mode.kind === 'ccud';
  const [namespaceChoice, setNamespaceChoice] = useState(pageNamespace);
  const selectedAccount = user.selectedAccount;
  const consortium = selectedAccount?.accountType === 'Consortium' ? selectedAccount : null;
  const namespace =
    mode.kind === 'publisher' ? namespaceChoice : consortium && mode.consortiumNamespace ? mode.consortiumNamespace : pageNamespace;

  const setSite = useSetAtom(wizardSiteCodeAtom);
  const setTemplateParams = useSetAtom(templateParamsAtom);
  const setChildrenOf = useSetAtom(childrenOfAtom);
  const setCollectionsSite = useSetAtom(collectionsSiteAtom);
  const setPublisherId = useSetAtom(publisherIdAtom);
  const licensed = useAtomValue(licensedPlatformsAtom);
  const templates = useAtomValue(templatesAtom);
  const children = useAtomValue(childInstitutionsAtom);
  const collections = useAtomValue(collectionsAtom);
  const publications = useAtomValue(publicationsAtom);
  const check = useAtomValue(checkDuplicateAtom);
  const submit = useAtomValue(submitReportAtom);

  // The Artstor page's reports are artstor's; elsewhere the licensed platforms decide (spec 001 §4).
  const platformDefault = mode.kind === 'artstor' ? 'artstor' : defaultPlatform(licensed.data ?? []);
  const [step, setStep] = useState<WizardStep>('required');
  const [attempted, setAttempted] = useState(false);
  const [yearEntry, setYearEntry] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const usageInstitutionCount = collections.data?.ccuReportAvailability.usageInstitutions.length ?? null;

  const form = useForm<WizardValues>({
    initialValues: initialWizardValues({
      email: user.emailAddress,
      account: selectedAccount?.siteCode ?? null,
      platform: platformDefault,
      collectionsUsage,
    }),
    validate: (values) => validateWizard(values, { namespace, usageInstitutionCount }),
    showErrors: 'change',
    serverError: (() => {
      const mapped = serverErrorMessage(submit.error, SUBMISSION_SERVER_ERRORS);
      return mapped?.field ? mapped : null;
    })(),
    pending: submit.isPending,
  });
  const { values, setValue } = form;
  // Internal admins pick any account by site code (spec 001 §2).
  const [found, setFound] = useState<FoundAccount | null>(null);

  // The lookups follow the chosen account and platform.
  const account = values.account;
  const accountEntry = useMemo(() => {
    if (!account) return null;
    if (user.internalAdmin) {
      return found && found.code === account
        ? { siteCode: found.code, name: found.name, type: found.type.toLowerCase(), externalId: found.id }
        : null;
    }
    const own = user.adminList.find((entry) => entry.siteCode === account);
    if (own) return { siteCode: own.siteCode, name: own.name, type: own.accountType.toLowerCase(), externalId: own.externalId };
    const child = children.data?.find((entry) => entry.code === account);
    return child ? { siteCode: child.code, name: child.name, type: 'institution', externalId: child.id } : null;
  }, [account, user.adminList, user.internalAdmin, found, children.data]);
  const accountNamespace = accountEntry && accountEntry.type !== 'consortium' && consortium ? pageNamespace : namespace;

  useEffect(() => {
    if (!open) return;
    setSite(account);
    setTemplateParams(account && !collectionsUsage ? { namespace: accountNamespace, siteCode: account, platform: values.platform } : null);
    setCollectionsSite(collectionsUsage ? account : null);
    setPublisherId(
      mode.kind === 'publisher' ? (user.internalAdmin ? (accountEntry?.externalId ?? null) : (selectedAccount?.externalId ?? null)) : null,
    );
    // A consortium lists its members (sorted by name); CR_C1 needs them too (spec 001 §4), also for the consortium
    // an internal admin chose by site code.
    const chosenConsortium = user.internalAdmin && accountEntry?.type === 'consortium' ? accountEntry.externalId : null;
    setChildrenOf(consortium ? consortium.externalId : chosenConsortium);
  }, [
    open,
    account,
    accountNamespace,
    values.platform,
    collectionsUsage,
    mode.kind,
    selectedAccount,
    user.internalAdmin,
    accountEntry?.externalId,
    accountEntry?.type,
    consortium,
    setSite,
    setTemplateParams,
    setCollectionsSite,
    setPublisherId,
    setChildrenOf,
  ]);

  // The platform default arrives with the licensed platforms.
  useEffect(() => {
    if (open && licensed.data && values.platform !== platformDefault && values.templateCode === null) setValue('platform', platformDefault);
    // Only the arrival of the licensed platforms matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [licensed.data, open]);

  const templateList = templates.data?.reportsAvailable.templates ?? [];
  const template: ReportTemplateItem | undefined = templateList.find((entry) => entry.report.code === values.templateCode);
  const window = templates.data?.reportsUsageAvailability ?? null;
  const granularity = mode.granularity;
  const bounds = collectionsUsage
    ? {
        earliest: collections.data?.ccuReportAvailability.generation?.availableStartDate ?? '',
        latest: collections.data?.ccuReportAvailability.generation?.availableEndDate ?? '',
      }
    : dateBounds(window, granularity, today);
  const datesDisabled = collectionsUsage && !collections.data?.ccuReportAvailability.generation;
  const datesReadOnly = !hasFlag(user, 'as_qa');
  const steps = stepsFor(values.templateCode, collectionsUsage);
  const scheduleAllowed = !mode.oneTimeOnly && (collectionsUsage || template?.schedulable !== false);
  const frequencies = collectionsUsage ? ['monthly', 'annually'] : (template?.report.frequency ?? ['monthly']);
  const effective = effectiveDate(values.frequency || 'monthly', today);
  const errors = requiredErrors(values, { namespace, usageInstitutionCount });

  // Default dates once a template (or Collections Usage) is chosen.
  useEffect(() => {
    if (!open || values.beginDate !== null) return;
    if (!template && !collectionsUsage) return;
    const dates =
      mode.kind === 'publisher'
        ? publisherDates(today)
        : collectionsUsage
          ? bounds.latest
            ? { begin: bounds.latest.slice(0, 8) + '01', end: bounds.latest }
            : null
          : defaultOneTimeDates(granularity, window, today);
    if (dates) {
      setValue('beginDate', dates.begin);
      setValue('endDate', dates.end);
    }
    // Defaults are set once per template; later edits are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, template, collectionsUsage, window, bounds.latest]);

  function reset() {
    form.reset();
    setFound(null);
    setStep('required');
    setAttempted(false);
    setYearEntry('');
    check.reset();
    submit.reset();
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  const submission = (): Submission | null => {
    if (!accountEntry) return null;
    const context = {
      namespace: collectionsUsage ? 'CommunityCollections' : (template?.namespace ?? namespace),
      userId: user.userId,
      institutionName: accountEntry.name,
      accountType: accountEntry.type as 'institution' | 'consortium' | 'publisher',
      consortium:
        accountEntry.type === 'consortium' ? { id: accountEntry.externalId, name: accountEntry.name, code: accountEntry.siteCode } : null,
      asQa: hasFlag(user, 'as_qa'),
      templateName: template?.report.name ?? '',
      requiredNames: template?.requiredAttributes.map((attribute) => attribute.name) ?? ['Platform'],
      today,
      effectiveDate: effective,
    };
    return values.scheduled
      ? { kind: 'schedule', input: buildScheduleSubmission(values, context) }
      : { kind: 'report', input: buildReportSubmission(values, context) };
  };

  function goTo(next: WizardStep) {
    setStep(next);
    if (next === 'confirm') {
      const payload = submission();
      if (payload) check.mutate(payload);
    }
  }

  const continueFromRequired = form.handleSubmit(() => goTo(steps[1] ?? 'confirm'));
  const onContinue = (event: React.FormEvent) => {
    setAttempted(true);
    continueFromRequired(event);
    if (errors.length > 0) summaryRef.current?.focus();
  };

  function onSubmit() {
    const payload = submission();
    if (!payload) return;
    submit.mutate(payload, {
      onSuccess: (result) => {
        onSubmitted({
          kind: result.kind,
          item: result.item,
          message: values.scheduled
            ? `${values.reportName.trim()} was successfully scheduled for ${displayDate(effective)}.`
            : `${values.reportName.trim()} was successfully submitted. We'll email the report when it's ready or you can download it here.`,
        });
        close(false);
      },
      onError: (error) => {
        if (error instanceof GatewayError && SUBMISSION_SERVER_ERRORS[error.code]?.field) setStep('required');
      },
    });
  }

  const duplicate = check.data && check.data.id !== '' ? check.data : null;
  const stepIndex = steps.indexOf(step);
  const back = () => setStep(steps[stepIndex - 1] ?? 'required');
  const accountOptions = useMemo(() => {
    const own = user.adminList.map((entry) => ({ value: entry.siteCode, label: entry.name }));
    const members = [...(children.data ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((child) => ({ value: child.code, label: child.name }));
    return [...own, ...members.filter((member) => !own.some((entry) => entry.value === member.value))];
  }, [user.adminList, children.data]);
  const singleAccount = user.adminList.length === 1 && !consortium;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        id="create-report"
        title="Create Report"
        description={STEP_TITLES[step]}
        size="lg"
        closeLabel="Close create report"
        // Escape in the site-code suggestions closes the list, not the wizard.
        onEscapeKeyDown={(event) => {
          const target = event.target;
          if (
            target instanceof HTMLElement &&
            target.getAttribute('role') === 'combobox' &&
            target.getAttribute('aria-expanded') === 'true'
          )
            event.preventDefault();
        }}
      >
        {step === 'required' && (
          <form onSubmit={onContinue} noValidate className="mt-4 flex flex-col gap-4">
            {attempted && errors.length > 0 && (
              <div ref={summaryRef} tabIndex={-1}>
                <Alert variant="error">
                  <p>{errorSummary(errors.length).lead}</p>
                  <ul className="my-1 list-disc pl-5">
                    {errors.map((error) => (
                      <li key={error.field}>{error.message}</li>
                    ))}
                  </ul>
                  <p>{errorSummary(errors.length).tail}</p>
                </Alert>
              </div>
            )}
            {user.internalAdmin ? (
              <SiteCodeSearch
                publisherReports={mode.kind === 'publisher'}
                value={values.account}
                onChange={(entry) => {
                  setFound(entry);
                  setValue('account', entry?.code ?? null);
                  setValue('templateCode', collectionsUsage ? values.templateCode : null);
                }}
                error={form.errorFor('account')}
                inputRef={form.refFor('account')}
              />
            ) : singleAccount && selectedAccount ? (
              <p>
                <span className="font-semibold">{accountLabel(selectedAccount.accountType)}</span>: {selectedAccount.name}
              </p>
            ) : (
              <SelectField
                ref={form.refFor('account')}
                label="SELECT AN ACCOUNT"
                required
                value={values.account ?? ''}
                onChange={(value) => {
                  setValue('account', value || null);
                  setValue('templateCode', collectionsUsage ? values.templateCode : null);
                }}
                options={accountOptions}
                placeholder="Select an account"
                error={form.errorFor('account')}
              />
            )}
            {mode.kind === 'publisher' && namespaceChoices && namespaceChoices.length > 1 && (
              <SelectField
                label="Report type"
                value={namespaceChoice}
                onChange={(value) => {
                  setNamespaceChoice(value);
                  setValue('templateCode', null);
                }}
                options={namespaceChoices}
              />
            )}
            {(licensed.data?.length ?? 0) > 1 && !collectionsUsage && mode.kind !== 'artstor' && (
              <RadioGroup
                label="Platform"
                orientation="horizontal"
                value={values.platform}
                onValueChange={(value) => {
                  const next = withPlatform(values, value as 'jstor' | 'artstor');
                  for (const key of ['platform', 'templateCode', 'reportName', 'beginDate', 'endDate', 'optional'] as const)
                    setValue(key, next[key] as never);
                }}
              >
                <RadioGroupItem value="jstor" label="JSTOR" />
                <RadioGroupItem value="artstor" label="Artstor" />
              </RadioGroup>
            )}
            {collectionsUsage ? (
              <SelectField
                ref={form.refFor('collections')}
                label="Collection"
                required
                value={values.collections[0] ?? ''}
                onChange={(value) => setValue('collections', value ? [value] : [])}
                options={[
                  { value: ALL_COLLECTIONS_ID, label: 'All Selected' },
                  ...(collections.data?.ccuDashboardData.collections ?? []).map((collection) => ({
                    value: collection.id,
                    label: collection.title,
                  })),
                ]}
                placeholder="Select a collection"
                error={form.errorFor('collections')}
              />
            ) : (
              <>
                {templates.isError && <Alert variant="error">{TEMPLATES_FAILED}</Alert>}
                <SelectField
                  ref={form.refFor('templateCode')}
                  label="Report"
                  required
                  value={values.templateCode ?? ''}
                  onChange={(value) => {
                    setValue('templateCode', value || null);
                    setValue('beginDate', null);
                    setValue('endDate', null);
                    setValue('optional', {});
                    if (!templateList.find((entry) => entry.report.code === value)?.schedulable) setValue('scheduled', false);
                  }}
                  options={templateList.map((entry) => ({
                    value: entry.report.code,
                    label: `${entry.report.code} - ${entry.report.name}${entry.disabledReason ? ` (${RETIRED_NOTE})` : ''}`,
                    disabled: Boolean(entry.disabledReason),
                  }))}
                  placeholder={templates.isFetching ? 'Loading reports…' : 'Select a report'}
                  description={
                    template?.report.description ??
                    (templateList.some((entry) => entry.disabledReason) ? `Consortial COUNTER 5 reports are ${RETIRED_NOTE}.` : undefined)
                  }
                  error={form.errorFor('templateCode')}
                />
              </>
            )}
            {template?.report.code === CONSORTIAL_CODE && children.data && (
              <p className="text-sm text-ink-muted">Includes {children.data.length} member institutions.</p>
            )}
            {template?.requiredAttributes.some((attribute) => attribute.name === 'Journal_Code') && (
              <SelectField
                label="Journal"
                value={values.journal}
                onChange={(value) => setValue('journal', value)}
                options={[
                  { value: ALL_JOURNALS_VALUE, label: ALL_JOURNALS_LABEL },
                  ...(publications.data ?? []).map((journal) => ({ value: journal.value, label: journal.title })),
                ]}
              />
            )}
            <TextField label="Report name" required {...form.textField('reportName')} />
            <RadioGroup
              label="File format"
              orientation="horizontal"
              required
              value={values.fileFormat}
              onValueChange={(value) => setValue('fileFormat', value)}
              error={form.errorFor('fileFormat')}
            >
              {(collectionsUsage ? ['xlsx'] : (template?.fileFormats ?? ['xlsx'])).map((format) => (
                <RadioGroupItem
                  key={format}
                  value={format}
                  label={format.toUpperCase()}
                  ref={format === values.fileFormat ? form.refFor('fileFormat') : undefined}
                />
              ))}
            </RadioGroup>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              required
              {...form.textField('emailAddress')}
              error={
                values.emailAddress !== '' && !isValidReportEmail(values.emailAddress)
                  ? 'You must enter a valid email address.'
                  : form.errorFor('emailAddress')
              }
            />
            {scheduleAllowed && (
              <RadioGroup
                label="Type"
                orientation="horizontal"
                value={values.scheduled ? 'scheduled' : 'one-time'}
                onValueChange={(value) => {
                  const scheduled = value === 'scheduled';
                  setValue('scheduled', scheduled);
                  setValue('frequency', scheduled ? (frequencies[0] ?? 'monthly') : '');
                  setValue('reportPeriod', scheduled ? 'PREVIOUS MONTH' : '');
                }}
              >
                <RadioGroupItem value="one-time" label="One-time" />
                <RadioGroupItem value="scheduled" label="Scheduled" />
              </RadioGroup>
            )}
            {values.scheduled ? (
              <>
                <RadioGroup
                  label="Frequency"
                  orientation="horizontal"
                  value={values.frequency}
                  onValueChange={(value) => setValue('frequency', value)}
                >
                  {frequencies.map((frequency) => (
                    <RadioGroupItem key={frequency} value={frequency} label={frequency.charAt(0).toUpperCase() + frequency.slice(1)} />
                  ))}
                </RadioGroup>
                {mode.granularity === 'month' && mode.kind !== 'artstor' ? (
                  <p className="text-sm">{COUNTER_SCHEDULE_NOTE}</p>
                ) : (
                  <RadioGroup
                    label="Reporting period"
                    value={values.reportPeriod}
                    onValueChange={(value) => {
                      setValue('reportPeriod', value);
                      setValue('beginDate', beginForPeriod(value, window, values.beginDate));
                    }}
                  >
                    {periodOptions(values.frequency, collectionsUsage).map((option) => (
                      <RadioGroupItem key={option.value} value={option.value} label={option.label} description={option.description} />
                    ))}
                  </RadioGroup>
                )}
                <p className="text-sm">First run: {displayDate(effective)}</p>
              </>
            ) : (
              (template || collectionsUsage) && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <DatePicker
                    label="Begin date"
                    mode={granularity}
                    value={toPickerValue(values.beginDate, granularity)}
                    min={toPickerValue(bounds.earliest || null, granularity) ?? undefined}
                    max={toPickerValue(bounds.latest || null, granularity) ?? undefined}
                    readOnly={datesReadOnly}
                    disabled={datesDisabled}
                    onValueChange={(value) => {
                      if (!value) return;
                      const next = chooseStart(fromPickerValue(value, granularity, 'start'), values.endDate, granularity, bounds.latest);
                      setValue('beginDate', next.begin);
                      setValue('endDate', next.end);
                    }}
                  />
                  <DatePicker
                    label="End date"
                    mode={granularity}
                    value={toPickerValue(values.endDate, granularity)}
                    min={toPickerValue(bounds.earliest || null, granularity) ?? undefined}
                    max={toPickerValue(bounds.latest || null, granularity) ?? undefined}
                    readOnly={datesReadOnly}
                    disabled={datesDisabled}
                    onValueChange={(value) => {
                      if (!value) return;
                      const next = chooseEnd(fromPickerValue(value, granularity, 'end'), values.beginDate, granularity);
                      setValue('beginDate', next.begin);
                      setValue('endDate', next.end);
                    }}
                  />
                </div>
              )
            )}
            {form.formError && <Alert variant="error">{form.formError}</Alert>}
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit">Continue</Button>
            </DialogFooter>
          </form>
        )}

        {step === 'optional' && template && (
          <div className="mt-4 flex flex-col gap-4">
            {template.optionalAttributes.map((attribute) =>
              attribute.type === 'boolean' ? (
                <Checkbox
                  key={attribute.name}
                  label={attribute.name.replace(/_/g, ' ')}
                  description={attribute.description}
                  checked={values.optional[attribute.name]?.[0] === 'True'}
                  onCheckedChange={(checked) =>
                    setValue('optional', { ...values.optional, [attribute.name]: checked === true ? ['True'] : [] })
                  }
                />
              ) : attribute.type === 'text-list' ? (
                <fieldset key={attribute.name} className="flex flex-col gap-2">
                  <legend className="text-sm font-semibold">Published years ({attribute.name})</legend>
                  <ul className="flex flex-wrap gap-2" aria-label="Published years">
                    {values.years.map((year) => (
                      <li key={year} className="flex items-center gap-1 rounded border border-line px-2">
                        {year}
                        {year !== 'All' && (
                          <Button
                            size="sm"
                            variant="link"
                            aria-label={`Remove ${year}`}
                            onClick={() => setValue('years', removeYear(values.years, year))}
                          >
                            Remove
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                  <div className="flex items-end gap-2">
                    <TextField
                      label="Year or range (yyyy or yyyy-yyyy)"
                      value={yearEntry}
                      onChange={(event) => setYearEntry(event.target.value)}
                    />
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setValue('years', addYear(values.years, yearEntry));
                        setYearEntry('');
                      }}
                    >
                      Add
                    </Button>
                  </div>
                </fieldset>
              ) : (
                <fieldset key={attribute.name} className="flex flex-col gap-1">
                  <legend className="text-sm font-semibold">{attribute.name.replace(/_/g, ' ')}</legend>
                  <p className="text-sm text-ink-muted">{attribute.description}</p>
                  <div className="grid gap-1 sm:grid-cols-2">
                    {attribute.possibleValues.map((possible) => {
                      const chosen = values.optional[attribute.name] ?? [];
                      return (
                        <Checkbox
                          key={possible}
                          label={possible}
                          checked={chosen.includes(possible)}
                          onCheckedChange={(checked) =>
                            setValue('optional', {
                              ...values.optional,
                              [attribute.name]: checked === true ? [...chosen, possible] : chosen.filter((entry) => entry !== possible),
                            })
                          }
                        />
                      );
                    })}
                  </div>
                </fieldset>
              ),
            )}
            <DialogFooter>
              <Button variant="secondary" onClick={back}>
                Back
              </Button>
              <Button
                onClick={() => {
                  if (template.optionalAttributes.some((attribute) => attribute.type === 'text-list') && !values.years.includes('All')) {
                    setValue('optional', { ...values.optional, YOP: values.years });
                  }
                  goTo('confirm');
                }}
              >
                Continue
              </Button>
            </DialogFooter>
          </div>
        )}

        {step === 'confirm' && (
          <div className="mt-4 flex flex-col gap-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">Account</dt>
              <dd>{accountEntry?.name}</dd>
              <dt className="font-semibold">Report</dt>
              <dd>{collectionsUsage ? 'SC_IR - Collections Usage' : `${template?.report.code} - ${template?.report.name}`}</dd>
              <dt className="font-semibold">Report name</dt>
              <dd>{values.reportName}</dd>
              <dt className="font-semibold">File format</dt>
              <dd>{values.fileFormat.toUpperCase()}</dd>
              <dt className="font-semibold">Email address</dt>
              <dd>{values.emailAddress}</dd>
              <dt className="font-semibold">Type</dt>
              <dd>{values.scheduled ? `Scheduled (${values.frequency})` : 'One-time'}</dd>
              <dt className="font-semibold">{values.scheduled ? 'First run' : 'Reporting period'}</dt>
              <dd>
                {values.scheduled
                  ? displayDate(effective)
                  : `${values.beginDate ? displayDate(values.beginDate) : ''} - ${values.endDate ? displayDate(values.endDate) : ''}`}
              </dd>
            </dl>
            {check.isError && <Alert variant="error">{DUPLICATE_CHECK_FAILED}</Alert>}
            {duplicate && (
              <Alert variant="warning">
                {duplicateMessage({
                  code: duplicate.reportCode ?? '',
                  name: duplicate.reportName ?? '',
                  kind: values.scheduled ? 'schedule' : 'report',
                  date: duplicate.created ? displayDate(duplicate.created) : '',
                })}
              </Alert>
            )}
            {submit.isError && !SUBMISSION_SERVER_ERRORS[(submit.error as GatewayError).code ?? '']?.field && (
              <Alert variant="error">{SUBMIT_FAILED}</Alert>
            )}
            {submit.isPending && <p role="status">{PROCESSING}</p>}
            <DialogFooter>
              <Button variant="secondary" onClick={back} disabled={submit.isPending}>
                Back
              </Button>
              {!duplicate && !check.isPending && (
                <Button onClick={onSubmit} loading={submit.isPending} loadingText={SUBMITTING}>
                  {submit.isPending ? SUBMITTING : 'Submit'}
                </Button>
              )}
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
