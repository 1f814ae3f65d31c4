import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority';

const built = `<head>
    <script type="module" crossorigin src="/admin/assets/index-CP5lGyFL.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/react-BNCMh3YF.js">
    <link rel="modulepreload" crossorigin href="/admin/assets/button-NFooFv_X.js">
    <link rel="stylesheet" crossorigin href="/admin/assets/index-BU_4_3v_.css">
    <script type="application/json" id="app-boot-data">{}</script>
  </head>`;

describe('lowerScriptPriority', () => {
  it('marks the module script and every modulepreload low, and nothing else', () => {
    const html = lowerScriptPriority(built);
    expect(html).toContain('<script fetchpriority="low" type="module" crossorigin src="/admin/assets/index-CP5lGyFL.js"></script>');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/admin/assets/react-BNCMh3YF.js">');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/admin/assets/button-NFooFv_X.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/admin/assets/index-BU_4_3v_.css">');
    expect(html).toContain('<script type="application/json" id="app-boot-data">{}</script>');
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
  });

  it('leaves a tag that already names its priority alone, and is idempotent', () => {
    const high = '<script type="module" fetchpriority="high" src="/a.js"></script>';
    expect(lowerScriptPriority(high)).toBe(high);
    const once = lowerScriptPriority(built);
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
