import { noIpAddressesText, noReferrersText, noUserPassText } from '@console/rules/access-methods';
import { Alert, CopyButton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TextLink } from '@console/ui';
import { useAtomValue } from 'jotai';
import { EXTERNAL_LINKS } from '../../../config/constants';
import { providerNameAtom } from '../../../state/session';
import { accessMethodsAccountAtom } from '../atoms/access-methods-atoms';
import { ipCopyText, ipLines, type IpLine } from '../model/access-methods';

function SupportLink({ children }: { children: string }) {
  return (
    <TextLink href={EXTERNAL_LINKS.support} target="_blank" rel="noreferrer">
      {children}
    </TextLink>
  );
}

export interface IpAddressListProps {
  lines: readonly IpLine[];
  providerName: string;
}

/** IP Addresses (spec 000 §2): read-only combined ranges, Copy, and notes on ranges that need support's help. */
export function IpAddressList({ lines, providerName }: IpAddressListProps) {
  const needsNote = lines.some((line) => line.special || line.overlapsOther);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">
        To add, change or remove IP addresses, <SupportLink>contact support</SupportLink>.
      </p>
      {lines.length === 0 ? (
        <p className="text-ink">{noIpAddressesText(providerName)}</p>
      ) : (
        <>
          <div className="flex items-center gap-2">
            <h3 className="text-lg font-semibold text-ink">IP address ranges</h3>
            <CopyButton text={ipCopyText(lines)} />
          </div>
          <ul aria-label="IP address ranges" className="flex flex-col gap-1 font-mono text-sm text-ink">
            {lines.map((line) => (
              <li key={`${line.start}-${line.end}`} className="flex flex-wrap items-baseline gap-x-3">
                <span>
                  {line.start} - {line.end}
                </span>
                {line.special && <span className="font-sans text-sm text-warning">Private, loopback or link-local addresses</span>}
                {line.overlapsOther && <span className="font-sans text-sm text-warning">Also registered to another institution</span>}
              </li>
            ))}
          </ul>
          {needsNote && (
            <Alert variant="warning" title="Some ranges need attention">
              Ranges marked as private, loopback or link-local never reach {providerName} from the internet, and a range also registered to
              another institution gives its users your access. Please <SupportLink>contact support</SupportLink> to correct them.
            </Alert>
          )}
        </>
      )}
    </div>
  );
}

export function IpAddressesTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  return <IpAddressList lines={ipLines(account.credentials.filter((c) => c.type === 'IPRANGE'))} providerName={providerName} />;
}

export function ReferringUrlTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  const referrers = account.credentials.filter((c) => c.type === 'REFERRER' && c.referrer).map((c) => c.referrer ?? '');
  if (referrers.length === 0) return <p className="text-ink">{noReferrersText(providerName)}</p>;
  return (
    <ul aria-label="Referring URLs" className="flex flex-col gap-1 text-ink">
      {referrers.map((referrer) => (
        <li key={referrer} className="break-all">
          {referrer}
        </li>
      ))}
    </ul>
  );
}

/**
 * Remote Username and Password (spec 000 §2): read-only pairs. The gateway never sends a password
 * (docs/decisions.md), so the list says one is set.
 */
export function RemoteUserPassTab() {
  const { data: account } = useAtomValue(accessMethodsAccountAtom);
  const providerName = useAtomValue(providerNameAtom);
  const pairs = account.credentials.filter((c) => c.type === 'USERPASS');
  if (pairs.length === 0) return <p className="text-ink">{noUserPassText(providerName)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink">
        Eligibility for remote access is decided by {providerName}. Passwords are not shown; to change one,{' '}
        <SupportLink>contact support</SupportLink>.
      </p>
      <Table aria-label="Remote usernames and passwords">
        <TableHeader>
          <TableRow>
            <TableHead>Username</TableHead>
            <TableHead>Password</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pairs.map((pair) => (
            <TableRow key={pair.id}>
              <TableCell>{pair.username}</TableCell>
              <TableCell>
                <span aria-hidden="true">••••••••</span>
                <span className="sr-only">Set, not shown</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
