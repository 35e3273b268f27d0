/**
 * The texts of the account mails (`templates.ts`) as data, in English and in Hindi, with the values
 * as i18next-style placeholders: `{{name}}` (the account's name, or `nameFallback` when it has none)
 * and `{{url}}` (the link). `mailTextsEn` mirrors `templates.ts` word for word (`templates-hi.test.ts`
 * renders it and compares); `mailTextsHi` has the same keys and placeholders. Not wired yet:
 * `templates.ts` still sends English only.
 */
export const mailTextsEn = {
  confirmEmail: {
    subject: 'Confirm your email for JobPortal',
    heading: 'Confirm your email',
    intro: 'Hello {{name}}, please confirm your email address to finish creating your JobPortal account.',
    nameFallback: 'there',
    action: 'Confirm email',
    textLink: 'Confirm your email: {{url}}',
    footer: 'The link works for one hour. If you did not sign up, ignore this mail.',
  },
  resetPassword: {
    subject: 'Reset your JobPortal password',
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of your JobPortal account. Choose a new password here:',
    action: 'Choose a new password',
    footer: 'The link works for one hour. If it was not you, ignore this mail: your password stays as it is.',
  },
} as const;

/** The shape every language of the mail texts has: the keys of `mailTextsEn`, any wording. */
export type MailTexts = { [Mail in keyof typeof mailTextsEn]: { [Key in keyof (typeof mailTextsEn)[Mail]]: string } };

export const mailTextsHi = {
  confirmEmail: {
    subject: 'JobPortal के लिए अपने ईमेल की पुष्टि करें',
    heading: 'अपने ईमेल की पुष्टि करें',
    intro: 'नमस्ते {{name}}, अपना JobPortal खाता बनाने की प्रक्रिया पूरी करने के लिए कृपया अपने ईमेल पते की पुष्टि करें।',
    nameFallback: 'जी',
    action: 'ईमेल की पुष्टि करें',
    textLink: 'ईमेल की पुष्टि करें: {{url}}',
    footer: 'यह लिंक एक घंटे तक काम करेगा। अगर आपने रजिस्टर नहीं किया है, तो इस ईमेल को अनदेखा करें।',
  },
  resetPassword: {
    subject: 'अपना JobPortal पासवर्ड रीसेट करें',
    heading: 'अपना पासवर्ड रीसेट करें',
    intro: 'किसी ने आपके JobPortal खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यहाँ नया पासवर्ड चुनें:',
    action: 'नया पासवर्ड चुनें',
    footer: 'यह लिंक एक घंटे तक काम करेगा। अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।',
  },
} satisfies MailTexts;
