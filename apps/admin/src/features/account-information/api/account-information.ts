import { queryOptions } from '@tanstack/react-query';
import { graphql, type AccountInformationQuery } from '@console/graphql/client';
import { licenseBodyFor } from '@console/rules/research-tool';
import { execute } from '../../../lib/graphql-client';
import { accountInformationKeys, fetchAccountInformation } from './account-information-requests';

const updateLicenseDocument = graphql(`
  mutation UpdateLicense($licenseId: ID!, $licenseBody: String!) {
    updateLicense(licenseId: $licenseId, licenseBody: $licenseBody) {
      licenseId
      status
    }
  }
`);

const researchToolFeedbackDocument = graphql(`
  mutation SubmitResearchToolFeedback($input: ResearchToolFeedbackInput!) {
    submitResearchToolFeedback(input: $input)
  }
`);

export type AccountInformation = AccountInformationQuery['accountInformation'];

export const accountInformationOptions = (siteCode: string) =>
  queryOptions({
    queryKey: accountInformationKeys.account(siteCode),
    queryFn: () => fetchAccountInformation(siteCode),
    staleTime: 60_000,
  });

/** Sets the research tool licence to OK (active) or CANCELLED (spec 000 §4, §7 updateLicense). */
export async function updateResearchToolLicense(licenseId: string, active: boolean): Promise<{ licenseId: string; status: string }> {
  const data = await execute(updateLicenseDocument, { licenseId, licenseBody: licenseBodyFor(active) });
  return data.updateLicense;
}

export interface ResearchToolFeedback {
  siteCode: string;
  feedback: string;
  mayContact: boolean;
}

export async function submitResearchToolFeedback(input: ResearchToolFeedback): Promise<void> {
  await execute(researchToolFeedbackDocument, { input });
}
