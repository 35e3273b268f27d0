import type { enTools } from './en-tools.ts';
import type { Shape } from './shape.ts';

/** Hindi texts of the photo and signature fitter (i18next namespace `tools`), the same keys as `en-tools.ts`. */
export const hiTools = {
  page: {
    title: 'मेरी फ़ोटो और हस्ताक्षर तैयार करें',
    description:
      'अपनी फ़ोटो, हस्ताक्षर, अंगूठे का निशान या घोषणा को फ़ॉर्म में माँगे गए सही आकार और KB सीमा में काटें, साफ़ करें और छोटा करें। आपकी तस्वीरें आपके फ़ोन से बाहर नहीं जातीं।',
  },
  fitter: {
    forJob: '{{title}} में माँगे गए आकार',
    jobLoading: 'इस भर्ती में माँगे गए आकार लोड हो रहे हैं…',
    jobUnavailable: 'इस भर्ती के आकार लोड नहीं हो सके। नीचे से कोई सामान्य आकार चुनें।',
    jobNoSpecs: 'इस भर्ती में फ़ोटो या हस्ताक्षर का कोई आकार नहीं दिया गया है। नीचे से कोई सामान्य आकार चुनें।',
    presets: 'सामान्य आकार',
    upload: 'आप क्या तैयार कर रहे हैं?',
    kinds: {
      photo: 'फ़ोटो',
      signature: 'हस्ताक्षर',
      thumb: 'बाएँ अंगूठे का निशान',
      declaration: 'हस्तलिखित घोषणा',
    },
    presetNames: {
      'ssc-photo': 'SSC फ़ोटो',
      'ssc-signature': 'SSC हस्ताक्षर',
      'ibps-photo': 'IBPS फ़ोटो',
      'ibps-signature': 'IBPS हस्ताक्षर',
      'ibps-thumb': 'IBPS बाएँ अंगूठे का निशान',
      'ibps-declaration': 'IBPS हस्तलिखित घोषणा',
      'photo-name-date': 'नाम और तारीख़ वाली फ़ोटो',
      custom: 'अपना आकार',
    },
    specLine: '{{width}} × {{height}} पिक्सेल, {{minKb}}–{{maxKb}} KB, JPEG',
    nameAndDateNote: 'फ़ोटो के नीचे नाम और तारीख़ छपी होगी',
    custom: {
      kind: 'प्रकार',
      width: 'चौड़ाई (px)',
      height: 'ऊँचाई (px)',
      minKb: 'सबसे छोटा आकार (KB)',
      maxKb: 'सबसे बड़ा आकार (KB)',
      invalid: '20–4000 px की चौड़ाई और ऊँचाई तथा 1–10240 KB की सीमा लिखें (सबसे छोटा आकार सबसे बड़े से अधिक न हो)।',
    },
    pick: 'फ़ोटो चुनें या खींचें',
    pickHint: 'कैमरा या गैलरी से JPEG या PNG। तस्वीर इसी फ़ोन पर रहती है।',
    changePick: 'दूसरी तस्वीर चुनें',
    crop: {
      label: 'काटने का बॉक्स: खिसकाने के लिए खींचें, ज़ूम के लिए पिंच या स्क्रॉल करें; तीर कुंजियाँ खिसकाती हैं, प्लस और माइनस ज़ूम करते हैं।',
      zoomIn: 'ज़ूम इन',
      zoomOut: 'ज़ूम आउट',
      reset: 'काटना फिर से शुरू करें',
    },
    name: 'फ़ोटो पर नाम',
    date: 'फ़ोटो पर तारीख़',
    working: 'तैयार हो रहा है…',
    result: 'परिणाम',
    resultSize: '{{width}} × {{height}} पिक्सेल, {{kb}} KB',
    resultAlt: 'तैयार {{kind}}',
    download: '{{fileName}} डाउनलोड करें',
    privacy: 'इसी फ़ोन पर तैयार: कुछ भी अपलोड नहीं होता।',
    errors: {
      heic: 'यह ब्राउज़र HEIC फ़ोटो नहीं खोल सकता। कैमरा को JPEG (“Most compatible”) पर रखें, या फ़ोटो को JPEG के रूप में शेयर करें, और फिर से चुनें।',
      unreadable: 'यह फ़ाइल तस्वीर के रूप में पढ़ी नहीं जा सकी। JPEG या PNG फ़ोटो चुनें।',
      tooManyPixels:
        'इस तस्वीर में इतने पिक्सेल हैं कि यह फ़ोन इसे नहीं खोल सकता। छोटी फ़ोटो चुनें, या कैमरे का रिज़ॉल्यूशन कम करके फ़ोटो खींचें।',
      cannotFit: 'इस तस्वीर को इस आकार के लिए इतना छोटा नहीं किया जा सकता। और पास से काटें, या सादी फ़ोटो चुनें।',
    },
  },
} satisfies Shape<typeof enTools>;
