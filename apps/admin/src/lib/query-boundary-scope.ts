import { createContext } from 'react';

/**
 * What a screen's data is for (the shell provides the selected account's site code): a QueryBoundary region that
 * failed for one account asks again when another is chosen, rather than keep the first one's failure. Its own
 * module, so the shell that provides it does not load the boundary's alert.
 */
export const QueryBoundaryScope = createContext<string | undefined>(undefined);
