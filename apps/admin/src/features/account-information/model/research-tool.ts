/** The steps of the research tool switch (spec 000 §4). */
export type SwitchStep = 'idle' | 'confirm-enable' | 'confirm-disable' | 'feedback';

/** What ticking the switch opens: the enable confirmation when the tool is off, the disable one when on. */
export function stepForToggle(active: boolean): SwitchStep {
  return active ? 'confirm-disable' : 'confirm-enable';
}

export const RESEARCH_TOOL_ENABLED = 'AI research tool is enabled';
export const RESEARCH_TOOL_DISABLED = 'AI research tool is disabled';
/** The spec's generic failure (000 §2). */
export { GENERIC_FAILURE } from '../../../lib/form/server-error';

export function enableTitle(providerName: string, institution: string): string {
  return `Enable ${providerName}'s AI research tool for ${institution}`;
}

export function disableTitle(providerName: string, institution: string): string {
  return `Disable ${providerName}'s AI research tool for ${institution}`;
}

/** The SUSHI server address of this installation: the gateway's path on the console's own origin. */
export function sushiServerUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
