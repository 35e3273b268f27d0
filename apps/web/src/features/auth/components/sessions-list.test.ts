import { afterEach, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from '../../../lib/i18n.ts';
import { describeAgent } from './sessions-list.tsx';

const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

afterEach(async () => {
  await setLanguage('en');
});

/** Issue #25, item 6: a session's device name is built from catalogue strings, so it follows the language. */
describe('describeAgent', () => {
  it('names the browser and system in English', () => {
    const t = i18next.t.bind(i18next);
    expect(describeAgent(LINUX_CHROME, t)).toBe('Chrome on Linux');
    expect(describeAgent(ANDROID_CHROME, t)).toBe('Chrome on Android');
    expect(describeAgent(IPHONE_SAFARI, t)).toBe('Safari on iOS');
    expect(describeAgent(WINDOWS_EDGE, t)).toBe('Edge on Windows');
    expect(describeAgent(MAC_FIREFOX, t)).toBe('Firefox on macOS');
    expect(describeAgent('curl/8.5.0', t)).toBeUndefined();
    expect(describeAgent(null, t)).toBeUndefined();
  });

  it('names them in Hindi, in Hindi word order', async () => {
    await setLanguage('hi');
    const t = i18next.t.bind(i18next);
    expect(describeAgent(LINUX_CHROME, t)).toBe('लिनक्स पर क्रोम');
    expect(describeAgent(ANDROID_CHROME, t)).toBe('एंड्रॉयड पर क्रोम');
    expect(describeAgent(IPHONE_SAFARI, t)).toBe('आईओएस पर सफ़ारी');
    expect(describeAgent(WINDOWS_EDGE, t)).toBe('विंडोज़ पर एज');
    expect(describeAgent(MAC_FIREFOX, t)).toBe('मैकओएस पर फ़ायरफ़ॉक्स');
  });

  it('names a browser alone when the system is unknown', async () => {
    await setLanguage('hi');
    expect(describeAgent('SomeBot Firefox/128.0', i18next.t.bind(i18next))).toBe('फ़ायरफ़ॉक्स');
  });
});
