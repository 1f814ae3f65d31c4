import type { Queryable } from '../connection.ts';
import { demoAccountByKey } from './demo-data.ts';
import { seedId } from './ids.ts';
import type { SeedContext } from './index.ts';
import { insertRows } from './insert.ts';

/**
 * Identity providers verifyEntityId knows in the demo: the demo institutions' own, and the public test
 * IdPs of real identity federations. `federation-cli.ts` loads a real federation's metadata beside them.
 */
export const DEMO_FEDERATION_ENTITIES: ReadonlyArray<{ entityId: string; federation: string; displayName: string }> = [
  { entityId: 'https://idp.demo.edu/idp/shibboleth', federation: 'Demo Federation', displayName: 'Demo University' },
  { entityId: 'https://idp.demo-arts.edu/idp/shibboleth', federation: 'Demo Federation', displayName: 'Demo Visual Arts College' },
  { entityId: 'https://aai-demo-idp.switch.ch/idp/shibboleth', federation: 'SWITCHaai', displayName: 'SWITCHaai Demo IdP' },
  {
    entityId: 'https://test-idp.ukfederation.org.uk/idp/shibboleth',
    federation: 'UK Access Management Federation',
    displayName: 'UK federation test IdP',
  },
  { entityId: 'https://samltest.id/saml/idp', federation: 'SAMLtest', displayName: 'SAMLtest IdP' },
];

export const DEMO_ENTITY_ID = 'https://idp.demo.edu/idp/shibboleth';
export const DEMO_PROXY_URL = 'https://ezproxy.demo.edu/login?url={targetUrl}';
export const DEMO_SSO_DOMAIN = 'demo.edu';
export const DEMO_REMOTE_PASSWORD = 'remote-demo';

/**
 * Demo University's IP credentials (DESIGN.md): RFC 5737 and RFC 3849 documentation blocks that overlap
 * and touch, so that combining them matters, one private block (the tab's note) and one blocked address.
 */
export const DEMO_IP_RANGES: ReadonlyArray<{ ipAddress: string; allow: boolean }> = [
  { ipAddress: '192.0.2.0/25', allow: true },
  { ipAddress: '192.0.2.128/26', allow: true },
  { ipAddress: '192.0.2.100-192.0.2.150', allow: true },
  { ipAddress: '198.51.100.0/24', allow: true },
  { ipAddress: '198.51.100.10', allow: true },
  { ipAddress: '203.0.113.64/27', allow: true },
  { ipAddress: '10.20.0.0/16', allow: true },
  { ipAddress: '2001:db8:10::/48', allow: true },
  { ipAddress: '2001:db8:11::/48', allow: true },
  { ipAddress: '198.51.100.250', allow: false },
];

/** A consortium member shares part of one block with Demo University (the overlap note). */
const OVERLAPPING_MEMBER = { key: 'democons:northfieldsu', ipAddress: '203.0.113.80/28' };

export async function seedAccessMethods(tx: Queryable, context: SeedContext): Promise<void> {
  await insertRows(
    tx,
    'federation_entities',
    ['entity_id', 'federation', 'display_name'],
    DEMO_FEDERATION_ENTITIES.map((entity) => [entity.entityId, entity.federation, entity.displayName]),
  );

  const university = demoAccountByKey('demouniv').id;
  const member = demoAccountByKey(OVERLAPPING_MEMBER.key).id;
  const [first, second] = await Promise.all([context.hashPassword(DEMO_REMOTE_PASSWORD), context.hashPassword(DEMO_REMOTE_PASSWORD)]);
  const id = (name: string) => seedId(`access:${name}`);
  const columns = ['id', 'account_id', 'type', 'ip_address', 'allow', 'domain', 'referrer', 'username', 'password_hash', 'entity'];
  const rows: unknown[][] = [
    ...DEMO_IP_RANGES.map((range) => [
      id(`ip:${range.ipAddress}`),
      university,
      'IPRANGE',
      range.ipAddress,
      range.allow,
      null,
      null,
      null,
      null,
      null,
    ]),
    [id('ip:member'), member, 'IPRANGE', OVERLAPPING_MEMBER.ipAddress, true, null, null, null, null, null],
    [id('domain:demo.edu'), university, 'DOMAIN', null, null, DEMO_SSO_DOMAIN, null, null, null, null],
    [id('referrer:library'), university, 'REFERRER', null, null, null, 'https://library.demo.edu/databases', null, null, null],
    [id('referrer:lms'), university, 'REFERRER', null, null, null, 'https://courses.demo.edu/', null, null, null],
    [id('userpass:1'), university, 'USERPASS', null, null, null, null, 'demouniv-remote', first, null],
    [id('userpass:2'), university, 'USERPASS', null, null, null, null, 'demouniv-alumni', second, null],
    [id('saml'), university, 'SHIBBOLETH', null, null, null, null, null, null, DEMO_ENTITY_ID],
  ];
  await insertRows(tx, 'access_credentials', columns, rows);
  await tx.query(`INSERT INTO access_preferences (account_id, institution_finder_info) VALUES ($1, $2::jsonb)`, [
    university,
    JSON.stringify({ loginUrl: DEMO_PROXY_URL, domainCredentialProvider: 'google' }),
  ]);
}
