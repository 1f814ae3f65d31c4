import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('../../', import.meta.url));
/** Where globalSetup builds Storybook and serve.mjs serves it from. */
export const storybookDir = `${root}.tmp/storybook-static`;
/** Port of the static server. */
export const port = Number(process.env.VISUAL_PORT ?? 6107);
