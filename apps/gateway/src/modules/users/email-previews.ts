/**
 * The four emails a paired user may receive, as the header of User Management offers them for preview
 * (spec 000 §2): the invitation, its reminder (resend), the extension of access and the grant of admin access.
 * Plain text with the provider and institution filled in; the PDF and the outbox use the same words.
 */
export interface EmailPreview {
  heading: string;
  subject: string;
  paragraphs: string[];
}

export function emailPreviews(providerName: string, institutionName: string): EmailPreview[] {
  return [
    {
      heading: 'Invitation email',
      subject: `You are invited to use ${providerName} through ${institutionName}`,
      paragraphs: [
        'Hello,',
        `${institutionName} has invited you to access ${providerName}. Accept the invitation to pair your ${providerName} account with ${institutionName}; your access lasts 365 days and can be extended by your administrator.`,
        'Accept invitation: the link in this email is personal and works once.',
        `If you did not expect this invitation, you can ignore this email.`,
      ],
    },
    {
      heading: 'Invitation reminder email',
      subject: `Reminder: your invitation to ${providerName} from ${institutionName}`,
      paragraphs: [
        'Hello,',
        `Your administrator at ${institutionName} sent your invitation to ${providerName} again. Accept it to start using ${providerName} with the access your institution provides.`,
        'Accept invitation: earlier invitation links no longer work.',
      ],
    },
    {
      heading: 'Access extended email',
      subject: `Your ${providerName} access through ${institutionName} was extended`,
      paragraphs: [
        'Hello,',
        `Your administrator at ${institutionName} extended your access to ${providerName} to 365 days from today.`,
        'Nothing else is needed: keep signing in as before.',
      ],
    },
    {
      heading: 'Admin access granted email',
      subject: `You are now an administrator of ${institutionName} on ${providerName}`,
      paragraphs: [
        'Hello,',
        `You were granted admin access for ${institutionName}. You can now manage users, access methods and usage reports in the ${providerName} admin console. Admin access does not expire.`,
        'Sign in to the admin console with your usual account.',
      ],
    },
  ];
}
