import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, isSessionData, parseBootData, takeBootData } from './boot-data';

const appConfig = { appConfig: { providerName: 'JSTOR' } };
const signedIn = {
  session: {
    uuid: 's1',
    userAccount: null,
    authenticatedAccounts: [],
    authenticatedProfiles: [],
    masquerade: null,
  },
  flags: { enabled: ['enable_c5_1'], disabled: [] },
};

function embed(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parseBootData', () => {
  it('reads the session and app config answers', () => {
    expect(parseBootData(JSON.stringify({ session: signedIn, appConfig }))).toEqual({ session: signedIn, appConfig });
  });

  it("reads an agent administrator's child institutions, and leaves out a list of another shape", () => {
    const childInstitutions = [{ id: 'c1', name: 'Child College', code: 'child1', type: 'institution' }];
    expect(parseBootData(JSON.stringify({ session: signedIn, appConfig, childInstitutions }))).toEqual({
      session: signedIn,
      appConfig,
      childInstitutions,
    });
    for (const other of [null, {}, [{ id: 'c1', name: 'Child College', code: 7, type: 'institution' }], ['child1']]) {
      expect(parseBootData(JSON.stringify({ session: signedIn, appConfig, childInstitutions: other }))).toEqual({
        session: signedIn,
        appConfig,
      });
    }
  });

  it('reads the count of a long list the page carries only the first of, and trusts neither when it cannot be right', () => {
    const childInstitutions = [{ id: 'c1', name: 'Abbey College', code: 'abbey', type: 'institution' }];
    expect(parseBootData(JSON.stringify({ session: signedIn, appConfig, childInstitutions, childInstitutionCount: 5000 }))).toEqual({
      session: signedIn,
      appConfig,
      childInstitutions,
      childInstitutionCount: 5000,
    });
    for (const count of [0, -1, 2.5, '5000', null, 1e20]) {
      expect(parseBootData(JSON.stringify({ session: signedIn, appConfig, childInstitutions, childInstitutionCount: count }))).toEqual({
        session: signedIn,
        appConfig,
      });
    }
  });

  it('reads a visitor without a session, given as null or as a null session', () => {
    const anonymous = { session: null, flags: { enabled: [], disabled: [] } };
    expect(parseBootData(JSON.stringify({ session: null, appConfig }))).toEqual({ session: anonymous, appConfig });
    expect(parseBootData(JSON.stringify({ session: anonymous, appConfig }))?.session).toEqual(anonymous);
  });

  it('refuses anything else, so the boot fetches instead', () => {
    for (const text of [
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ session: signedIn }),
      JSON.stringify({ appConfig }),
      JSON.stringify({ session: signedIn, appConfig: { appConfig: {} } }),
      JSON.stringify({ session: { session: {}, flags: { enabled: [] } }, appConfig }),
      JSON.stringify({ session: { session: null }, appConfig }),
      JSON.stringify({ session: { errors: [{ message: 'x' }] }, appConfig }),
    ]) {
      expect(parseBootData(text), text).toBeNull();
    }
  });
});

describe('isSessionData', () => {
  it('accepts the Session query data and refuses other shapes', () => {
    expect(isSessionData(signedIn)).toBe(true);
    expect(isSessionData({ session: null, flags: { enabled: [] } })).toBe(true);
    expect(isSessionData({ session: null, flags: null })).toBe(false);
    expect(isSessionData('<html>')).toBe(false);
  });
});

describe('takeBootData', () => {
  it('reads the embedded block once and removes it', () => {
    embed(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({ session: signedIn, appConfig })}</script>`);
    expect(takeBootData()).toEqual({ session: signedIn, appConfig });
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeNull();
  });

  it('removes a malformed block too, and gives null', () => {
    embed(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{"session":</script>`);
    expect(takeBootData()).toBeNull();
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
  });

  it('ignores an element of the same id that is not a JSON data block', () => {
    embed(`<div id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({ session: signedIn, appConfig })}</div>`);
    expect(takeBootData()).toBeNull();
  });

  it('gives null without a block (the Vite dev server, or the marker left as a comment)', () => {
    embed('<!--app-boot-data-->');
    expect(takeBootData()).toBeNull();
  });
});
