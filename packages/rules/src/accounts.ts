/**
 * Rules of the ACCOUNTS list (spec 000 §2, §3) shared by the console's header and the gateway's page.
 */

/**
 * Up to this many accounts, ACCOUNTS is a native select (every option in the page, the browser's own type-ahead), and
 * the page carries an agent administrator's whole list of child institutions. Above it (thousands of institutions)
 * ACCOUNTS is a filterable combobox whose list renders only the rows on screen, and the page carries only the child
 * institutions that choose the account it opens on (the first by name): the whole list, 562 kB for 5,000
 * institutions, cost about 0.25 s before the first paint and 70 ms of parsing on a phone (docs/performance.md), so
 * the console asks for it once the page has painted.
 */
export const LONG_ACCOUNT_LIST = 500;
