import { XMLParser } from 'fast-xml-parser';
import { ENTITY_ID_MAX_LENGTH } from '@console/rules/access-methods';
import type { Queryable } from '../../db/connection.ts';

/** An identity provider found in SAML metadata. */
export interface FederationEntity {
  entityId: string;
  displayName: string | null;
  registrationAuthority: string | null;
}

type Node = Record<string, unknown>;

const LISTS = new Set(['EntitiesDescriptor', 'EntityDescriptor', 'IDPSSODescriptor', 'DisplayName', 'OrganizationDisplayName']);

const asNodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Node => typeof item === 'object' && item !== null,
  );

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) return textOf((value as Node)['#text']);
  return null;
}

/** The English name when there is one, else the first. */
function pickName(values: unknown): string | null {
  const nodes = Array.isArray(values) ? values : values === undefined ? [] : [values];
  const english = nodes.find((node) => typeof node === 'object' && node !== null && (node as Node)['lang'] === 'en');
  return textOf(english ?? nodes[0]);
}

function child(node: Node | undefined, name: string): Node | undefined {
  return asNodes(node?.[name])[0];
}

function entityOf(descriptor: Node): FederationEntity | null {
  const entityId = textOf(descriptor['entityID']);
  const idps = asNodes(descriptor['IDPSSODescriptor']);
  if (!entityId || idps.length === 0 || entityId.length > ENTITY_ID_MAX_LENGTH) return null;
  const uiName = pickName(child(child(idps[0], 'Extensions'), 'UIInfo')?.['DisplayName']);
  const orgName = pickName(child(descriptor, 'Organization')?.['OrganizationDisplayName']);
  const registration = textOf(child(child(descriptor, 'Extensions'), 'RegistrationInfo')?.['registrationAuthority']);
  return { entityId, displayName: (uiName ?? orgName)?.slice(0, 500) ?? null, registrationAuthority: registration?.slice(0, 1024) ?? null };
}

/**
 * The identity providers (entities with an IDPSSODescriptor) of SAML 2.0 metadata: an `EntitiesDescriptor`
 * (nested ones included, as eduGAIN and national federations publish) or a single `EntityDescriptor`.
 * Service providers are skipped. A document type declaration is refused: metadata never needs one, and it
 * is how entity-expansion attacks arrive.
 */
export function parseFederationMetadata(xml: string): FederationEntity[] {
  if (/<!DOCTYPE/i.test(xml)) throw new Error('SAML metadata must not contain a document type declaration.');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (name) => LISTS.has(name),
  });
  const document = parser.parse(xml) as Node;
  const found = new Map<string, FederationEntity>();
  const walk = (group: Node) => {
    for (const descriptor of asNodes(group['EntityDescriptor'])) {
      const entity = entityOf(descriptor);
      if (entity) found.set(entity.entityId, entity);
    }
    for (const nested of asNodes(group['EntitiesDescriptor'])) walk(nested);
  };
  walk(document);
  if (!('EntitiesDescriptor' in document) && !('EntityDescriptor' in document)) {
    throw new Error('Not SAML metadata: no EntitiesDescriptor or EntityDescriptor at the top.');
  }
  return [...found.values()];
}

const CHUNK = 1000;

/**
 * Replaces one federation's identity providers in one transaction (an entity that another federation also
 * lists moves to this one). Returns how many were stored.
 */
export async function loadFederationEntities(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  federation: string,
  entities: readonly FederationEntity[],
): Promise<number> {
  const name = federation.trim();
  if (name.length < 1 || name.length > 100) throw new Error('The federation name must be 1 to 100 characters.');
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM federation_entities WHERE federation = $1', [name]);
    for (let start = 0; start < entities.length; start += CHUNK) {
      const chunk = entities.slice(start, start + CHUNK);
      const params: unknown[] = [];
      const tuples = chunk.map((entity) => {
        params.push(entity.entityId, name, entity.displayName, entity.registrationAuthority);
        const n = params.length;
        return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}, now())`;
      });
      await tx.query(
        `INSERT INTO federation_entities (entity_id, federation, display_name, registration_authority, loaded_at) VALUES ${tuples.join(', ')}
         ON CONFLICT (entity_id) DO UPDATE SET federation = EXCLUDED.federation, display_name = EXCLUDED.display_name,
           registration_authority = EXCLUDED.registration_authority, loaded_at = EXCLUDED.loaded_at`,
        params,
      );
    }
    return entities.length;
  });
}
