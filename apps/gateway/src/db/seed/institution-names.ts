import { mulberry32 } from './prng.ts';

/** A member institution of a demo consortium or agency: site code and display name. */
export interface DemoInstitution {
  code: string;
  name: string;
}

/** The 12 members of Demo Consortium. */
export const CONSORTIUM_MEMBERS: readonly DemoInstitution[] = [
  { code: 'northfieldsu', name: 'Northfield State University' },
  { code: 'riverbendcc', name: 'Riverbend Community College' },
  { code: 'lakeshorecad', name: 'Lakeshore College of Art and Design' },
  { code: 'eastgatets', name: 'Eastgate Theological Seminary' },
  { code: 'pineridgeu', name: 'Pine Ridge University' },
  { code: 'harborviewmc', name: 'Harborview Medical College' },
  { code: 'westbrookpi', name: 'Westbrook Polytechnic Institute' },
  { code: 'maplevalleyc', name: 'Maple Valley College' },
  { code: 'summitlaw', name: 'Summit School of Law' },
  { code: 'clearwaterpl', name: 'Clearwater Public Library' },
  { code: 'stbrendans', name: "St. Brendan's College" },
  { code: 'granitehillsu', name: 'Granite Hills University' },
];

const PLACES = [
  'Amberly',
  'Ashbury',
  'Bellhaven',
  'Birchwood',
  'Bramblewood',
  'Brookfield',
  'Cedarville',
  'Clearfield',
  'Cobalt Bay',
  'Copperfield',
  'Crestwood',
  'Driftwood',
  'Dunmore',
  'Eastlake',
  'Elmhurst',
  'Fairhaven',
  'Foxborough',
  'Glenwood',
  'Greenfield',
  'Hallowell',
  'Hartwell',
  'Hawthorne',
  'Highgate',
  'Hillcrest',
  'Ironwood',
  'Kingsbridge',
  'Lakewood',
  'Larkspur',
  'Linden',
  'Marlow',
  'Meadowbrook',
  'Midvale',
  'Millbrook',
  'Newbury',
  'Northgate',
  'Oakhurst',
  'Oldbridge',
  'Pembrook',
  'Pinehurst',
  'Queensbury',
  'Ravenswood',
  'Redcliff',
  'Ridgemont',
  'Rosedale',
  'Saltmarsh',
  'Silverlake',
  'Southport',
  'Springvale',
  'Stonebridge',
  'Sunnydale',
  'Thornbury',
  'Timberline',
  'Union Falls',
  'Valleyview',
  'Westfield',
  'Whitmore',
  'Willowbrook',
  'Windham',
  'Woodbury',
  'Yarrow Point',
] as const;

const KINDS: ReadonlyArray<{ suffix: string; name: (place: string) => string }> = [
  { suffix: 'u', name: (place) => `University of ${place}` },
  { suffix: 'su', name: (place) => `${place} State University` },
  { suffix: 'c', name: (place) => `${place} College` },
  { suffix: 'cc', name: (place) => `${place} Community College` },
  { suffix: 'tc', name: (place) => `${place} Technical College` },
  { suffix: 'it', name: (place) => `${place} Institute of Technology` },
  { suffix: 'pl', name: (place) => `${place} Public Library` },
  { suffix: 'sn', name: (place) => `${place} School of Nursing` },
  { suffix: 'cm', name: (place) => `${place} Conservatory of Music` },
  { suffix: 'ts', name: (place) => `${place} Theological Seminary` },
  { suffix: 'rl', name: (place) => `${place} Regional Library` },
  { suffix: 'ac', name: (place) => `${place} Academy` },
];

/** How many institutions generateInstitutions can name (place x kind). */
export const GENERATED_INSTITUTION_COUNT = PLACES.length * KINDS.length;

/**
 * `count` plausible institutions (place x kind, no repeats), in a fixed pseudo-random order.
 * Codes are the place without spaces plus a kind suffix, e.g. `cobaltbaycc`.
 */
export function generateInstitutions(count: number, seed = 400): DemoInstitution[] {
  const all = PLACES.flatMap((place) =>
    KINDS.map((kind) => ({ code: `${place.toLowerCase().replace(/[^a-z0-9]/g, '')}${kind.suffix}`, name: kind.name(place) })),
  );
  if (count > all.length) throw new Error(`At most ${all.length} generated institutions`);
  const random = mulberry32(seed);
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [all[index], all[other]] = [all[other] as DemoInstitution, all[index] as DemoInstitution];
  }
  return all.slice(0, count);
}
