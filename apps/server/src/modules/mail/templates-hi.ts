// PLACEHOLDER until the translator's Hindi mail texts are copied in (issue #16).
import type { MailTexts } from './templates.ts';

export const mailTextsHi: MailTexts = {
  confirm: {
    subject: 'JobPortal के लिए अपना ईमेल पुष्टि करें',
    heading: 'अपना ईमेल पुष्टि करें',
    intro: 'नमस्ते {name}, अपना JobPortal खाता बनाना पूरा करने के लिए अपने ईमेल पते की पुष्टि करें।',
    nameFallback: 'जी',
    action: 'ईमेल पुष्टि करें',
    textAction: 'अपना ईमेल पुष्टि करें:',
    footer: 'यह लिंक एक घंटे तक काम करता है। अगर आपने साइन अप नहीं किया है, तो इस मेल को अनदेखा करें।',
  },
  reset: {
    subject: 'अपना JobPortal पासवर्ड रीसेट करें',
    heading: 'अपना पासवर्ड रीसेट करें',
    intro: 'किसी ने आपके JobPortal खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यहाँ नया पासवर्ड चुनें:',
    action: 'नया पासवर्ड चुनें',
    footer: 'यह लिंक एक घंटे तक काम करता है। अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};
