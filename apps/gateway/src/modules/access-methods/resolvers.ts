import type { IacAccount, IacCredential, Resolvers } from '@console/graphql/resolvers';
import {
  canvasErrors,
  entityIdError,
  isSsoProvider,
  maskSecret,
  normaliseProxyUrl,
  normaliseSsoDomain,
  proxyUrlError,
  ssoDomainError,
  SSO_DOMAIN_TAKEN_MESSAGE,
} from '@console/rules/access-methods';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import type { Queryable } from '../../db/connection.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { claimConfirmedAtOnce, unclaimableDomain } from './domain-claims.ts';
import type { RequestContext } from '../../context.ts';
import {
  deleteCredential,
  domainHolder,
  findCredential,
  insertCredential,
  isKnownEntity,
  listCredentials,
  listLicenses,
  readBranding,
  overlappingRangeIds,
  pendingDomains,
  readFinderInfo,
  recentChanges,
  recordChange,
  setDomainPending,
  updateCredential,
  writeFinderInfo,
  type ChangeEventType,
  type CredentialRow,
  type FinderInfo,
} from './repository.ts';

export const ID_TYPE = 'externalId';
/** The SAML delete's success data (spec 000 §7); the console compares it case-insensitively. */
export const CREDENTIAL_DELETED = 'credential deleted successfully';
/** Longest account JSON text updateInstitutionalAccount takes (a few hundred SSO domains). */
export const MAX_ACCOUNT_JSON_LENGTH = 100_000;
const MAX_DOMAINS_PER_SAVE = 500;

export function invalidEntityError(): GraphQLError {
  return new GraphQLError('The entity ID is not a known identity provider.', { extensions: { code: 'INVALID_ENTITY', field: 'entity' } });
}

export function domainTakenError(): GraphQLError {
  return new GraphQLError(SSO_DOMAIN_TAKEN_MESSAGE, { extensions: { code: 'DOMAIN_TAKEN', field: 'domain' } });
}

function fieldError(message: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/** Only administrators of the institution itself (and staff masquerading as it): not agents or consortia above it. */
async function requireInstitution(ctx: RequestContext, externalId: string, idType: string = ID_TYPE): Promise<AccountSummary> {
  if (idType !== ID_TYPE) throw badInputError('idType must be externalId.');
  const account = await ctx.auth.requireAccountAccess({ externalId }, { direct: true });
  if (account.type !== 'institution' && account.type !== 'consortium') throw forbiddenError();
  return account;
}

function toCredential(row: CredentialRow, overlaps: ReadonlySet<string>): IacCredential {
  return {
    id: row.id,
    type: row.type,
    ipAddress: row.ip_address,
    allow: row.allow,
    overlapsOtherInstitution: row.type === 'IPRANGE' ? overlaps.has(row.id) : null,
    domain: row.type === 'LTI' ? row.lti_domain : row.domain,
    referrer: row.referrer,
    username: row.username,
    // Remote passwords are never sent (docs/decisions.md): the list shows only that one is set.
    password: null,
    entity: row.entity,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    provider: row.provider,
    pending: row.type === 'DOMAIN' ? row.domain_pending : null,
  };
}

/** Staff see at most this many pending domains at once (oldest first). */
export const PENDING_DOMAINS_LIMIT = 200;

export async function loadIacAccount(db: Queryable, account: AccountSummary): Promise<IacAccount> {
  const [rows, info, branding, licenses] = await Promise.all([
    listCredentials(db, account.id),
    readFinderInfo(db, account.id),
    readBranding(db, account.id),
    listLicenses(db, account.id),
  ]);
  const overlaps = await overlappingRangeIds(db, account.id, rows);
  return {
    id: account.externalId,
    code: account.code ?? '',
    name: account.name,
    type: account.type,
    preferences: {
      OpenURL: branding?.openurl_base_url ? { baseURL: branding.openurl_base_url } : null,
      ProviderDesignationStatement: branding?.provider_designation_statement
        ? { accountName: branding.provider_designation_statement }
        : null,
      InstitutionFinderInfo: JSON.stringify({
        domainCredentialProvider: info.domainCredentialProvider ?? '',
        loginUrl: info.loginUrl ?? '',
      }),
    },
    credentials: rows.map((row) => toCredential(row, overlaps)),
    licenses: licenses.map((license) => ({
      id: license.id,
      type: license.type,
      status: license.status,
      subType: license.sub_type,
      description: license.description,
      legacyType: license.legacy_type,
      internalId: license.internal_id,
      term: { startDate: license.start_date, endDate: license.end_date, ignoreEnd: license.ignore_end },
    })),
  };
}

const ltiText = (row: { client_id: string | null; client_secret: string | null; lti_domain: string | null } | null) =>
  row
    ? `Client ID ${row.client_id ?? ''}, Deployment ID ${maskSecret(row.client_secret ?? '')}, Institution Domain ${row.lti_domain ?? ''}`
    : null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface ChangeContext {
  tx: Queryable;
  account: AccountSummary;
  /** Who saves: staff confirm SSO domains at once; an administrator's own e-mail domain is theirs. */
  claimant: { isStaff: boolean; email: string };
  record: (eventType: ChangeEventType, oldValue: string | null, newValue: string | null) => Promise<void>;
  /** An audit row on another institution (a pending domain given up to a confirmed claim). */
  recordFor: (
    other: { accountId: string; siteCode: string; institutionId: string | null },
    eventType: ChangeEventType,
    oldValue: string | null,
    newValue: string | null,
  ) => Promise<void>;
}

async function saveSaml(change: ChangeContext, existing: CredentialRow[], credential: Record<string, unknown>) {
  const entity = text(credential['entity']).trim();
  const problem = entityIdError(entity);
  if (problem) throw fieldError(problem, 'entity');
  if (!(await isKnownEntity(change.tx, entity))) throw invalidEntityError();
  const current = existing.find((row) => row.type === 'SHIBBOLETH');
  if (current?.entity === entity) return;
  if (current) await updateCredential(change.tx, current.id, { entity });
  else await insertCredential(change.tx, change.account.id, 'SHIBBOLETH', { entity });
  await change.record('saml_update', current?.entity ?? null, entity);
}

async function saveLti(change: ChangeContext, existing: CredentialRow[], credential: Record<string, unknown>) {
  const values = {
    clientId: text(credential['clientId']),
    clientSecret: text(credential['clientSecret']),
    domain: text(credential['domain']),
  };
  const errors = canvasErrors(values);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw fieldError(message, field);
  if (credential['provider'] !== undefined && credential['provider'] !== 'canvas') throw badInputError('The LTI provider must be canvas.');
  const next = { clientId: values.clientId.trim(), clientSecret: values.clientSecret.trim(), ltiDomain: values.domain.trim() };
  const current = existing.find((row) => row.type === 'LTI') ?? null;
  if (
    current &&
    current.client_id === next.clientId &&
    current.client_secret === next.clientSecret &&
    current.lti_domain === next.ltiDomain
  )
    return;
  if (current) await updateCredential(change.tx, current.id, next);
  else await insertCredential(change.tx, change.account.id, 'LTI', next);
  await change.record(
    'lti_update',
    ltiText(current),
    ltiText({ client_id: next.clientId, client_secret: next.clientSecret, lti_domain: next.ltiDomain }),
  );
}

async function saveDomains(change: ChangeContext, existing: CredentialRow[], credentials: Record<string, unknown>[]) {
  if (credentials.length > MAX_DOMAINS_PER_SAVE) throw badInputError(`At most ${MAX_DOMAINS_PER_SAVE} domains at once.`);
  const seen = new Set<string>();
  for (const credential of credentials) {
    const typed = text(credential['domain']);
    const problem = ssoDomainError(typed);
    if (problem) throw fieldError(problem, 'domain');
    const domain = normaliseSsoDomain(typed);
    const unclaimable = unclaimableDomain(domain);
    if (unclaimable) throw new GraphQLError(unclaimable[1], { extensions: { code: unclaimable[0], field: 'domain' } });
    if (seen.has(domain)) throw domainTakenError();
    seen.add(domain);
  }
  const confirmed = existing.filter((row) => row.type === 'DOMAIN' && !row.domain_pending && row.domain).map((row) => row.domain!);
  for (const credential of credentials) {
    const domain = normaliseSsoDomain(text(credential['domain']));
    const id = text(credential['id']);
    // Rows the console added are 'new-N' (spec 000 §3); any id that is not this account's domain is refused.
    const current = id === '' || id.startsWith('new-') ? null : existing.find((row) => row.id === id && row.type === 'DOMAIN');
    if (current === undefined) throw badInputError('Unknown domain credential.');
    if (current?.domain === domain) continue;
    const atOnce = claimConfirmedAtOnce(domain, change.claimant, confirmed);
    const holder = await domainHolder(change.tx, domain, current?.id ?? null);
    if (holder) {
      // A pending claim of another institution gives way to a confirmed one; anything else holds the domain.
      if (!(holder.pending && atOnce && holder.accountId !== change.account.id)) throw domainTakenError();
      await deleteCredential(change.tx, holder.id);
      await change.recordFor(holder, 'domain_delete', domain, null);
    }
    const savedId = current ? current.id : await insertCredential(change.tx, change.account.id, 'DOMAIN', { domain });
    if (current) await updateCredential(change.tx, current.id, { domain });
    await setDomainPending(change.tx, savedId, !atOnce);
    await change.record('domain_update', current?.domain ?? null, domain);
    if (atOnce) confirmed.push(domain);
  }
}

async function savePreferences(change: ChangeContext, preferences: Record<string, unknown>) {
  const raw = preferences['InstitutionFinderInfo'];
  if (typeof raw !== 'string') throw badInputError('preferences.InstitutionFinderInfo must be JSON text.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badInputError('preferences.InstitutionFinderInfo must be JSON text.');
  }
  if (!isObject(parsed) || Object.keys(parsed).some((key) => key !== 'loginUrl' && key !== 'domainCredentialProvider')) {
    throw badInputError('InstitutionFinderInfo takes loginUrl and domainCredentialProvider.');
  }
  const current = await readFinderInfo(change.tx, change.account.id);
  const next: FinderInfo = { ...current };
  if ('loginUrl' in parsed) {
    const loginUrl = text(parsed['loginUrl']).trim();
    if (typeof parsed['loginUrl'] !== 'string') throw fieldError('loginUrl must be text.', 'loginUrl');
    if (loginUrl === '') {
      delete next.loginUrl;
      if (current.loginUrl) await change.record('proxy_delete', current.loginUrl, null);
    } else {
      const problem = proxyUrlError(loginUrl);
      if (problem) throw fieldError(problem, 'loginUrl');
      next.loginUrl = normaliseProxyUrl(loginUrl);
      if (next.loginUrl !== current.loginUrl) await change.record('proxy_update', current.loginUrl ?? null, next.loginUrl);
    }
  }
  if ('domainCredentialProvider' in parsed) {
    const provider = parsed['domainCredentialProvider'];
    if (!isSsoProvider(provider))
      throw fieldError('domainCredentialProvider must be microsoft, google or empty.', 'domainCredentialProvider');
    next.domainCredentialProvider = provider;
    if (provider !== (current.domainCredentialProvider ?? '')) {
      await change.record('sso_provider_update', current.domainCredentialProvider || null, provider || null);
    }
  }
  await writeFinderInfo(change.tx, change.account.id, next);
}

function isUniqueViolation(error: unknown): boolean {
  return isObject(error) && error['code'] === '23505';
}

/** Runs a change in one transaction with its audit rows; the user and session are read before it starts. */
async function inTransaction<T>(ctx: RequestContext, account: AccountSummary, work: (change: ChangeContext) => Promise<T>): Promise<T> {
  const principal = await ctx.auth.requireUser();
  const session = await ctx.getSession();
  try {
    return await ctx.db.transaction((tx) =>
      work({
        tx,
        account,
        claimant: { isStaff: principal.isStaff, email: principal.user.email },
        recordFor: (other, eventType, oldValue, newValue) =>
          recordChange(tx, {
            accountId: other.accountId,
            eventType,
            userId: principal.user.id,
            siteCode: other.siteCode,
            institutionId: other.institutionId ?? '',
            oldValue,
            newValue,
            sessionUuid: session?.uuid ?? null,
          }),
        record: (eventType, oldValue, newValue) =>
          recordChange(tx, {
            accountId: account.id,
            eventType,
            userId: principal.user.id,
            siteCode: account.code ?? '',
            institutionId: account.externalId,
            oldValue,
            newValue,
            sessionUuid: session?.uuid ?? null,
          }),
      }),
    );
  } catch (error) {
    // Two saves of one domain at once: the unique index decides, and the loser reads the same message.
    if (isUniqueViolation(error)) throw domainTakenError();
    throw error;
  }
}

export const accessMethodResolvers: Resolvers<RequestContext> = {
  Query: {
    async iacAccount(_parent, { accountId, idType }, ctx) {
      const account = await requireInstitution(ctx, accountId, idType);
      return loadIacAccount(ctx.db, account);
    },

    async verifyEntityId(_parent, { entityId }, ctx) {
      await ctx.auth.requireUser();
      const entity = entityId.trim();
      if (entityIdError(entity)) return { hasValidEntity: false };
      return { hasValidEntity: await isKnownEntity(ctx.db, entity) };
    },

    async pendingSsoDomains(_parent, _args, ctx) {
      await ctx.auth.requireStaff();
      const rows = await pendingDomains(ctx.db, PENDING_DOMAINS_LIMIT);
      return rows.map((row) => ({
        credentialId: row.id,
        domain: row.domain,
        siteCode: row.site_code ?? '',
        institutionName: row.account_name,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    async accessMethodChanges(_parent, { accountId }, ctx) {
      const account = await requireInstitution(ctx, accountId);
      const rows = await recentChanges(ctx.db, account.id);
      return rows.map((row) => ({
        id: row.id,
        eventType: row.event_type,
        userName: row.user_name,
        siteCode: row.site_code,
        institutionId: row.institution_id,
        oldValue: row.old_value,
        newValue: row.new_value,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  },

  Mutation: {
    async updateInstitutionalAccount(_parent, { institutionId, account: accountText }, ctx) {
      const account = await requireInstitution(ctx, institutionId);
      let shape: unknown;
      try {
        shape = JSON.parse(accountText);
      } catch {
        throw badInputError('account must be JSON text.');
      }
      if (!isObject(shape)) throw badInputError('account must be a JSON object.');
      const named = shape['accountId'] ?? shape['id'];
      if (named !== undefined && named !== institutionId) throw badInputError('The account names another institution.');
      if (shape['idType'] !== undefined && shape['idType'] !== ID_TYPE) throw badInputError('idType must be externalId.');
      const credentials = shape['credentials'];
      const preferences = shape['preferences'];
      if ((credentials === undefined) === (preferences === undefined)) throw badInputError('Send either credentials or preferences.');

      await inTransaction(ctx, account, async (change) => {
        if (preferences !== undefined) {
          if (!isObject(preferences)) throw badInputError('preferences must be an object.');
          await savePreferences(change, preferences);
          return;
        }
        if (!Array.isArray(credentials) || credentials.length === 0 || !credentials.every(isObject)) {
          throw badInputError('credentials must be a list of credentials.');
        }
        const types = new Set(credentials.map((credential) => credential['type']));
        const type = types.size === 1 ? [...types][0] : undefined;
        const existing = await listCredentials(change.tx, account.id);
        if (type === 'SHIBBOLETH' && credentials.length === 1) await saveSaml(change, existing, credentials[0] as Record<string, unknown>);
        else if (type === 'LTI' && credentials.length === 1) await saveLti(change, existing, credentials[0] as Record<string, unknown>);
        else if (type === 'DOMAIN') await saveDomains(change, existing, credentials);
        // IP ranges, referrers and remote passwords are set up by the provider's support staff, not here.
        else throw badInputError('Only one SHIBBOLETH or LTI credential, or DOMAIN credentials, can be saved.');
      });
      return loadIacAccount(ctx.db, account);
    },

    async confirmSsoDomain(_parent, { accountId, credentialId }, ctx) {
      const account = await requireInstitution(ctx, accountId);
      await ctx.auth.requireStaff();
      await inTransaction(ctx, account, async (change) => {
        const row = await findCredential(change.tx, account.id, credentialId);
        if (!row || row.type !== 'DOMAIN') throw new GraphQLError('No such credential.', { extensions: { code: 'NOT_FOUND' } });
        if (!row.domain_pending) return;
        await setDomainPending(change.tx, row.id, false);
        await change.record('domain_confirm', null, row.domain);
      });
      return loadIacAccount(ctx.db, account);
    },

    async iacDeleteCredential(_parent, { accountId, credentialId, idType }, ctx) {
      const account = await requireInstitution(ctx, accountId, idType);
      await inTransaction(ctx, account, async (change) => {
        const row = await findCredential(change.tx, account.id, credentialId);
        if (!row || (row.type !== 'SHIBBOLETH' && row.type !== 'LTI' && row.type !== 'DOMAIN')) {
          throw new GraphQLError('No such credential.', { extensions: { code: 'NOT_FOUND' } });
        }
        await deleteCredential(change.tx, row.id);
        if (row.type === 'SHIBBOLETH') await change.record('saml_delete', row.entity, null);
        if (row.type === 'DOMAIN') await change.record('domain_delete', row.domain, null);
        if (row.type === 'LTI') await change.record('lti_delete', ltiText(row), null);
      });
      return { status: 200, data: CREDENTIAL_DELETED };
    },
  },
};
