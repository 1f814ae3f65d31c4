import { TextLink } from '@console/ui';
import { emailPreviewsUrl } from '../api/users';

export interface UserManagementIntroProps {
  providerName: string;
  institutionName: string;
  isPublisher: boolean;
  siteCode: string;
}

/** The header's intro (spec 000 §2: a publisher variant about granting authors access, or a librarian one) and the email previews PDF. */
export function UserManagementIntro({ providerName, institutionName, isPublisher, siteCode }: UserManagementIntroProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-2 text-ink">
      {isPublisher ? (
        <p>
          Grant authors access to their work on {providerName}: add their email addresses and each author receives an invitation to pair
          their {providerName} account with {institutionName}. Access lasts 365 days and you can extend or end it here.
        </p>
      ) : (
        <p>
          Give your users access to {providerName} through {institutionName}: add their email addresses and each user receives an invitation
          to pair their {providerName} account with your institution. Access lasts 365 days and you can extend or end it here.
        </p>
      )}
      <p>
        <TextLink href={emailPreviewsUrl(siteCode)} download>
          Download the email previews (PDF)
        </TextLink>{' '}
        to see the four emails your users may receive.
      </p>
    </div>
  );
}
