import { SSO_FREE_MAIL_MESSAGE, SSO_PUBLIC_SUFFIX_MESSAGE } from '@console/rules/access-methods';
import { describe, expect, it } from 'vitest';
import { serverErrorMessage } from '../../../lib/form/server-error';
import { GatewayError } from '../../../lib/graphql-client';
import {
  canAddDomain,
  changeLabel,
  changeValue,
  DOMAIN_SERVER_ERRORS,
  domainRows,
  ipCopyText,
  ipLines,
  parseFinderInfo,
  searchWithTab,
  tabFromSearch,
  visibleTabs,
  type DomainRow,
} from './access-methods';

describe('tabs', () => {
  it('are the spec’s seven by index, LMS Integration only with its flag', () => {
    expect(visibleTabs(true).map((tab) => `${tab.index} ${tab.name}`)).toEqual([
      '0 IP Addresses',
      '1 Proxies',
      '2 Single Sign-On',
      '3 LMS Integration',
      '4 SAML',
      '5 Referring URL',
      '6 Remote Username and Password',
    ]);
    expect(visibleTabs(false).map((tab) => tab.index)).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it('come from ?tab= by slug or index, the first otherwise, and keep other parameters', () => {
    const tabs = visibleTabs(true);
    expect(tabFromSearch('?tab=saml', tabs).name).toBe('SAML');
    expect(tabFromSearch('tab=2', tabs).name).toBe('Single Sign-On');
    expect(tabFromSearch('?tab=nope', tabs).name).toBe('IP Addresses');
    expect(tabFromSearch('?tab=lms-integration', visibleTabs(false)).name).toBe('IP Addresses');
    expect(searchWithTab('?x=1&tab=saml', 'proxies')).toBe('?x=1&tab=proxies');
  });
});

describe('ip lines', () => {
  it('combine allowed ranges, note special and shared ones, and copy space-separated', () => {
    const lines = ipLines([
      { ipAddress: '192.0.2.0/25', allow: true },
      { ipAddress: '192.0.2.128/26', allow: true },
      { ipAddress: '203.0.113.64/27', allow: true, overlapsOtherInstitution: true },
      { ipAddress: '10.20.0.0/16', allow: true },
      { ipAddress: '198.51.100.250', allow: false },
      { ipAddress: 'garbage', allow: true },
    ]);
    expect(lines).toEqual([
      { start: '10.20.0.0', end: '10.20.255.255', special: true, overlapsOther: false },
      { start: '192.0.2.0', end: '192.0.2.191', special: false, overlapsOther: false },
      { start: '203.0.113.64', end: '203.0.113.95', special: false, overlapsOther: true },
    ]);
    expect(ipCopyText(lines)).toBe('10.20.0.0-10.20.255.255 192.0.2.0-192.0.2.191 203.0.113.64-203.0.113.95');
  });
});

describe('domain rows', () => {
  const saved = [
    { id: 'a', domain: 'demo.edu' },
    { id: 'b', domain: 'mail.demo.edu' },
  ];
  const start = domainRows([], { type: 'reset', domains: saved });

  it('adds one editable new-N row and hides Add while a row is editable', () => {
    const added = domainRows(start, { type: 'add' });
    expect(added.at(-1)).toEqual<DomainRow>({ id: 'new-1', domain: '', isEditable: true });
    expect(canAddDomain(added)).toBe(false);
    expect(domainRows(added, { type: 'add' })).toEqual(added);
    expect(domainRows(added, { type: 'edit', id: 'a' })).toEqual(added);
  });

  it('cancelling a new row removes it; cancelling an existing row restores it', () => {
    expect(domainRows(domainRows(start, { type: 'add' }), { type: 'cancel', id: 'new-1', saved })).toEqual(start);
    const editing = domainRows(start, { type: 'edit', id: 'b' });
    expect(editing[1]?.isEditable).toBe(true);
    expect(domainRows(editing, { type: 'cancel', id: 'b', saved })).toEqual(start);
  });
});

describe('finder info and change values', () => {
  it('reads the JSON text defensively', () => {
    expect(parseFinderInfo('{"loginUrl":"https://x.edu","domainCredentialProvider":"microsoft"}')).toEqual({
      loginUrl: 'https://x.edu',
      domainCredentialProvider: 'microsoft',
    });
    expect(parseFinderInfo('{"domainCredentialProvider":"okta"}')).toEqual({ loginUrl: '', domainCredentialProvider: '' });
    expect(parseFinderInfo('not json')).toEqual({ loginUrl: '', domainCredentialProvider: '' });
  });

  it('shows providers by name and proxy URLs without the placeholder', () => {
    expect(changeValue('sso_provider_update', null, String)).toBe('Not participating');
    expect(changeValue('sso_provider_update', 'google', String)).toBe('Google');
    expect(changeValue('proxy_update', 'https://e.edu/login?url={targetUrl}', (url) => url.replace('{targetUrl}', ''))).toBe(
      'https://e.edu/login?url=',
    );
    expect(changeValue('saml_delete', null, String)).toBe('—');
  });
});

describe('SSO domain claims (issue 30)', () => {
  it('shows the refusals of public suffixes and free-mail domains under the field', () => {
    const refusal = (code: string) =>
      serverErrorMessage(new GatewayError('refused', code, 'UpdateInstitutionalAccount'), DOMAIN_SERVER_ERRORS);
    expect(refusal('DOMAIN_PUBLIC_SUFFIX')).toEqual({ code: 'DOMAIN_PUBLIC_SUFFIX', field: 'domain', message: SSO_PUBLIC_SUFFIX_MESSAGE });
    expect(refusal('DOMAIN_FREE_MAIL')).toEqual({ code: 'DOMAIN_FREE_MAIL', field: 'domain', message: SSO_FREE_MAIL_MESSAGE });
  });

  it('names the confirmation in Recent changes', () => {
    expect(changeLabel('domain_confirm')).toBe('SSO domain confirmed by support');
  });
});
