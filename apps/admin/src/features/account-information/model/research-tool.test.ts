import { describe, expect, it } from 'vitest';
import { disableTitle, enableTitle, stepForToggle, sushiServerUrl } from './research-tool';

describe('research tool switch', () => {
  it('asks to enable when off and to disable when on', () => {
    expect(stepForToggle(false)).toBe('confirm-enable');
    expect(stepForToggle(true)).toBe('confirm-disable');
  });

  it('names the tool and the institution in the confirmations', () => {
    expect(enableTitle('JSTOR', 'Demo University')).toBe("Enable JSTOR's AI research tool for Demo University");
    expect(disableTitle('JSTOR', 'Demo University')).toBe("Disable JSTOR's AI research tool for Demo University");
  });
});

describe('sushiServerUrl', () => {
  it('puts the server path on the origin', () => {
    expect(sushiServerUrl('https://admin.example.org', '/sushi/r51')).toBe('https://admin.example.org/sushi/r51');
    expect(sushiServerUrl('http://127.0.0.1:4000/', '/sushi/r51')).toBe('http://127.0.0.1:4000/sushi/r51');
  });
});
