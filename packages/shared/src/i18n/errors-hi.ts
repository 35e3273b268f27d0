/**
 * Hindi for the API's error answers (`ApiError`), as data; nothing reads it yet. Two tables:
 * - `errorMessagesHi`: the exact English `message` the server sends → its Hindi. Covers every message
 *   without values in it (the server's `HttpError`s, the error handler, the field messages of the
 *   shared zod contracts, and the better-auth messages the sign-in forms show).
 * - `errorCodesHi`: each stable `code` → a general Hindi text, for messages that carry values
 *   (minutes, sizes, slugs…) or that `errorMessagesHi` does not know.
 * A reader looks up the message first, then the code, then keeps the English.
 */
export const errorCodesHi = {
  // Generic (http/errors.ts, the socket server, framework errors).
  VALIDATION_FAILED: 'कुछ फ़ील्ड सही नहीं हैं।',
  BAD_REQUEST: 'यह अनुरोध सही नहीं है।',
  INTERNAL: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  SERVICE_UNAVAILABLE: 'सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  UNAUTHENTICATED: 'जारी रखने के लिए कृपया लॉगिन करें।',
  FORBIDDEN: 'आपको यह करने की अनुमति नहीं है।',
  NOT_FOUND: 'यह मौजूद नहीं है।',
  RATE_LIMITED: 'बहुत अधिक प्रयास। कृपया कुछ देर बाद फिर से कोशिश करें।',
  BAD_ORIGIN: 'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए अस्वीकार कर दिया गया।',
  // Friends and chat.
  SELF: 'आप अपने ही खाते के साथ यह नहीं कर सकते।',
  BLOCKED: 'आपने इस सदस्य को ब्लॉक किया है। अनुरोध भेजने के लिए पहले उन्हें अनब्लॉक करें।',
  ALREADY_FRIENDS: 'आप पहले से मित्र हैं।',
  ALREADY_SENT: 'आप पहले ही अनुरोध भेज चुके हैं।',
  TOO_MANY_REQUESTS: 'आपने पिछले एक घंटे में बहुत अधिक मित्रता अनुरोध भेजे हैं। कुछ देर बाद फिर से कोशिश करें।',
  NO_REQUEST: 'इस सदस्य के साथ कोई मित्रता अनुरोध नहीं है।',
  NOT_FRIENDS: 'आप इस सदस्य के मित्र नहीं हैं।',
  NO_KEY: 'इस सदस्य ने अभी तक एन्क्रिप्टेड चैट सेट नहीं की है।',
  NO_BACKUP: 'इस खाते की कोई कुंजी बैकअप नहीं है।',
  CLIENT_ID_REUSED: 'यह संदेश id पहले ही इस्तेमाल हो चुकी है।',
  TOO_FAST: 'आप बहुत तेज़ी से संदेश भेज रहे हैं। थोड़ा रुककर फिर से कोशिश करें।',
  // Stories, pages, recruitments, files.
  PUBLISHED: 'प्रकाशित कहानी बदली नहीं जा सकती।',
  WRONG_STATE: 'इस स्थिति में कहानी को इस तरह नहीं बदला जा सकता।',
  SLUG_TAKEN: 'यह पता (स्लग) पहले से इस्तेमाल हो रहा है। कोई दूसरा चुनें।',
  PAST_SCHEDULE: 'भविष्य का समय चुनें, या अभी प्रकाशित करें।',
  NOT_A_PDF: 'यह फ़ाइल PDF नहीं है। सूचना PDF फ़ाइल के रूप में अपलोड करें।',
  UNREADABLE_PDF: 'यह PDF पढ़ी नहीं जा सकी। हो सकता है यह खराब हो; इसे फिर से एक्सपोर्ट करके देखें।',
  NO_FILE: 'अपलोड करने के लिए फ़ाइल चुनें।',
  FILE_TOO_LARGE: 'यह फ़ाइल बहुत बड़ी है। छोटी फ़ाइल चुनें।',
  UNSUPPORTED_IMAGE: 'JPEG, PNG या WebP फ़ोटो अपलोड करें।',
  UNSUPPORTED_MEDIA_TYPE: 'फ़ाइल को multipart फ़ॉर्म अपलोड के रूप में भेजें।',
  UNREADABLE_IMAGE: 'यह फ़ोटो पढ़ी नहीं जा सकी। कोई दूसरी फ़ोटो आज़माएँ।',
  UNSUPPORTED_BANK: 'यह फ़ाइल प्रश्न बैंक के रूप में नहीं पढ़ी जा सकती। .docx, .xlsx या .csv फ़ाइल अपलोड करें।',
  // Mock tests.
  LANGUAGE_NOT_OFFERED: 'यह टेस्ट उस भाषा में उपलब्ध नहीं है।',
  TRY_AGAIN: 'टेस्ट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  TIME_OVER: 'इस टेस्ट का समय समाप्त हो गया है, इसलिए अब उत्तर स्वीकार नहीं किए जाते। आपका प्रयास जमा कर दिया गया है।',
  SECTION_LOCKED: 'इस सेक्शन का समय समाप्त हो गया है: इसके उत्तर लॉक हैं।',
  SECTION_NOT_OPEN: 'यह सेक्शन पिछले सेक्शन का समय समाप्त होने पर खुलेगा।',
  UNKNOWN_QUESTION: 'इस टेस्ट में यह प्रश्न नहीं है।',
  UNKNOWN_OPTION: 'इस प्रश्न में यह विकल्प नहीं है।',
  ANSWER_DOES_NOT_FIT: 'यह उत्तर इस प्रश्न के प्रकार से मेल नहीं खाता: एक विकल्प, कई विकल्प या लिखी हुई संख्या, जैसा प्रश्न माँगे।',
  NOT_SUBMITTED: 'परिणाम, उत्तर कुंजी और व्याख्या प्रयास जमा होने के बाद दिखाई जाती हैं।',
  ATTEMPTED:
    'अभ्यर्थी यह प्रश्नपत्र हल कर चुके हैं: उनके परिणामों के लिए ये प्रश्न बने रहने चाहिए। बदला हुआ प्रश्नपत्र नए स्लग के साथ इम्पोर्ट करें और इसे रिटायर करें।',
  // Typing test.
  DURATION_NOT_ALLOWED: 'यह समय अवधि इस टेस्ट के लिए उपलब्ध नहीं है। दी गई अवधियों में से एक चुनें।',
  LANGUAGE_MISMATCH: 'यह पैसेज प्रीसेट की भाषा में नहीं है।',
  LAYOUT_NOT_ALLOWED: 'इस पैसेज के लिए यह कीबोर्ड लेआउट उपलब्ध नहीं है।',
  PASSAGE_NOT_FOR_PRESET: 'परीक्षा मोड में इसी टेस्ट के लिए बना पैसेज चुनें।',
  ALREADY_SUBMITTED: 'यह प्रयास पहले ही जमा हो चुका है।',
  EXPIRED: 'इस प्रयास की समय-सीमा समाप्त हो गई है। कृपया नया प्रयास शुरू करें।',
  ELAPSED_TOO_LONG: 'लगा समय अनुमत समय से अधिक है।',
  TYPED_TOO_LONG: 'टाइप किया गया टेक्स्ट पैसेज से बहुत लंबा है।',
  IMPLAUSIBLE_SPEED: 'दिए गए समय में इतना टेक्स्ट टाइप नहीं किया जा सकता।',
  NO_HINDI_LAYOUT: 'हिन्दी पैसेज वाले नियम सेट में कम से कम एक लेआउट होना चाहिए।',
  VERSION_EXISTS: 'यह संस्करण पहले से मौजूद है। इससे ऊँचा संस्करण इस्तेमाल करें।',
  ID_EXISTS: 'इस id का नियम सेट पहले से मौजूद है।',
  UNKNOWN_PRESET: 'यह नियम सेट परिवार मौजूद नहीं है।',
  // Alerts and push notifications.
  BAD_TOKEN: 'यह अनसब्सक्राइब लिंक खराब है या इस साइट का बनाया हुआ नहीं है।',
  PUSH_UNAVAILABLE: 'पुश नोटिफ़िकेशन यहाँ उपलब्ध नहीं हैं।',
  PUSH_SERVICE_NOT_ALLOWED: 'इस ब्राउज़र की पुश सेवा समर्थित नहीं है।',
  // Sign-in and sign-up (better-auth codes).
  INVALID_EMAIL_OR_PASSWORD: 'ईमेल या पासवर्ड गलत है।',
  INVALID_EMAIL: 'ईमेल सही नहीं है।',
  INVALID_PASSWORD: 'पासवर्ड गलत है।',
  USER_ALREADY_EXISTS: 'इस ईमेल से खाता पहले से मौजूद है।',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'इस ईमेल से खाता पहले से मौजूद है। कोई दूसरा ईमेल इस्तेमाल करें।',
  EMAIL_NOT_VERIFIED: 'ईमेल की पुष्टि नहीं हुई है।',
  PASSWORD_TOO_SHORT: 'पासवर्ड बहुत छोटा है।',
  PASSWORD_TOO_LONG: 'पासवर्ड बहुत लंबा है।',
  INVALID_TOKEN: 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है।',
  USER_NOT_FOUND: 'यह खाता मौजूद नहीं है।',
  SESSION_EXPIRED: 'सत्र समाप्त हो गया है। यह करने के लिए फिर से लॉगिन करें।',
  BANNED_USER: 'आपका खाता निलंबित कर दिया गया है। अगर आपको लगता है कि यह गलती है, तो सहायता टीम से संपर्क करें।',
  // "I applied" (modules/applications).
  APPLIED_ON_IN_FUTURE: 'आवेदन की तिथि आज के बाद की नहीं हो सकती।',
  APPLIED_ON_BEFORE_START: 'आवेदन की तिथि, आवेदन शुरू होने की तिथि से पहले की नहीं हो सकती।',
  // Answer-key day.
  ANSWER_KEY_NOT_ATTACHED:
    'आधिकारिक उत्तर कुंजी अभी जोड़ी नहीं गई है। सहेजी हुई रिस्पॉन्स शीट फ़ाइल चुनें (उसमें सही उत्तर चिह्नित होते हैं), या कुंजी जुड़ने पर फिर से जाँचें।',
  SHEET_NOT_THIS_EXAM: 'इस शीट के कुछ प्रश्न इस उत्तर कुंजी में नहीं हैं: यह किसी दूसरी परीक्षा या पाली की शीट है।',
  ANSWER_KEY_CHANGING: 'उत्तर कुंजी अभी बदली जा रही है। एक मिनट बाद फिर से जाँचें।',
  NOT_ON_SHEET: 'यह प्रश्न आपकी रिस्पॉन्स शीट में नहीं है।',
  TOO_MANY_CHECKS: 'आपने पिछले एक घंटे में बहुत बार स्कोर जाँचा है। कुछ देर बाद फिर से कोशिश करें।',
  KEY_LINE_PROBLEM:
    'उत्तर कुंजी की कुछ पंक्तियाँ ठीक करनी होंगी: हर प्रश्न ID के साथ सही विकल्प ID या "Dropped" लिखें, और कोई प्रश्न दो बार न हो।',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorCodesHi;

export const errorMessagesHi: Readonly<Record<string, string>> = {
  // Generic.
  'Some fields are not valid.': 'कुछ फ़ील्ड सही नहीं हैं।',
  'Something went wrong on our side. Please try again.': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The service is briefly unavailable. Please try again in a few seconds.':
    'सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'Please sign in to continue.': 'जारी रखने के लिए कृपया लॉगिन करें।',
  'This area is for administrators only.': 'यह क्षेत्र केवल एडमिन के लिए है।',
  'This request came from another site and was refused.':
    'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए अस्वीकार कर दिया गया।',
  // Not found.
  'This account does not exist.': 'यह खाता मौजूद नहीं है।',
  'This attempt does not exist.': 'यह प्रयास मौजूद नहीं है।',
  'This file does not exist.': 'यह फ़ाइल मौजूद नहीं है।',
  'This file is missing from the server.': 'यह फ़ाइल सर्वर पर नहीं मिली।',
  'Type a number, such as 42, -3 or 12.5.': 'एक संख्या लिखिए, जैसे 42, -3 या 12.5।',
  'This member does not exist.': 'यह सदस्य मौजूद नहीं है।',
  'This mock test does not exist.': 'यह मॉक टेस्ट मौजूद नहीं है।',
  'Send the question bank as a multipart form upload.': 'प्रश्न बैंक को multipart फ़ॉर्म अपलोड के रूप में भेजें।',
  'Choose a question bank to upload.': 'अपलोड करने के लिए प्रश्न बैंक फ़ाइल चुनें।',
  'The chosen file is empty.': 'चुनी गई फ़ाइल खाली है।',
  'Fill in the paper’s details (slug, title, exam, sector, minutes).':
    'प्रश्नपत्र का विवरण भरें (स्लग, शीर्षक, परीक्षा, क्षेत्र, मिनट)।',
  'This file is not a Word document, an Excel workbook or a CSV file. Upload a .docx, .xlsx or .csv question bank.':
    'यह फ़ाइल Word दस्तावेज़, Excel वर्कबुक या CSV फ़ाइल नहीं है। .docx, .xlsx या .csv प्रश्न बैंक अपलोड करें।',
  'This file is damaged and could not be opened. Save it again and upload it.':
    'यह फ़ाइल खराब है और खोली नहीं जा सकी। इसे फिर से सेव करके अपलोड करें।',
  'This file unpacks to more than 200 MB: it is not a question bank.':
    'यह फ़ाइल खुलकर 200 MB से बड़ी हो जाती है: यह प्रश्न बैंक नहीं है।',
  'This notice does not exist or is no longer published.': 'यह सूचना मौजूद नहीं है या अब प्रकाशित नहीं है।',
  'This notice does not exist.': 'यह सूचना मौजूद नहीं है।',
  'This notice has no exam date.': 'इस सूचना में कोई परीक्षा तिथि नहीं है।',
  'This page does not exist.': 'यह पेज मौजूद नहीं है।',
  'This passage does not exist or has been retired.': 'यह पैसेज मौजूद नहीं है या हटा दिया गया है।',
  'This passage does not exist.': 'यह पैसेज मौजूद नहीं है।',
  'This recruitment does not exist or is no longer published.': 'यह भर्ती मौजूद नहीं है या अब प्रकाशित नहीं है।',
  'This recruitment does not exist.': 'यह भर्ती मौजूद नहीं है।',
  'This result does not exist.': 'यह परिणाम मौजूद नहीं है।',
  'This rule set does not exist.': 'यह नियम सेट मौजूद नहीं है।',
  'This story does not exist or is not published.': 'यह कहानी मौजूद नहीं है या प्रकाशित नहीं है।',
  'This story does not exist.': 'यह कहानी मौजूद नहीं है।',
  'This test does not exist.': 'यह टेस्ट मौजूद नहीं है।',
  'This typing-test preset does not exist or has been retired.': 'यह टाइपिंग टेस्ट प्रीसेट मौजूद नहीं है या हटा दिया गया है।',
  'This typing-test preset does not exist.': 'यह टाइपिंग टेस्ट प्रीसेट मौजूद नहीं है।',
  // "I applied" (contracts/applications.ts, modules/applications).
  'The date you applied cannot be after today.': 'आवेदन की तिथि आज के बाद की नहीं हो सकती।',
  'enter the registration or application number': 'पंजीकरण या आवेदन संख्या लिखें',
  'letters, digits, spaces and / . _ - only': 'केवल अक्षर, अंक, स्पेस और / . _ -',
  'whole rupees': 'पूरे रुपये में लिखें',
  'cannot be negative': 'ऋणात्मक नहीं हो सकता',
  // Friends and chat.
  'You cannot do that with your own account.': 'आप अपने ही खाते के साथ यह नहीं कर सकते।',
  'You blocked this member. Unblock them to send a request.':
    'आपने इस सदस्य को ब्लॉक किया है। अनुरोध भेजने के लिए पहले उन्हें अनब्लॉक करें।',
  'You are already friends.': 'आप पहले से मित्र हैं।',
  'You have already sent a request.': 'आप पहले ही अनुरोध भेज चुके हैं।',
  'There is no friend request from this member.': 'इस सदस्य की ओर से कोई मित्रता अनुरोध नहीं है।',
  'You have no pending request to this member.': 'इस सदस्य को भेजा गया आपका कोई अनुरोध लंबित नहीं है।',
  'You are not friends with this member.': 'आप इस सदस्य के मित्र नहीं हैं।',
  'You can only message friends.': 'आप केवल मित्रों को संदेश भेज सकते हैं।',
  'You cannot message yourself.': 'आप खुद को संदेश नहीं भेज सकते।',
  'There is no conversation with yourself.': 'खुद के साथ कोई बातचीत नहीं होती।',
  'This message id was already used.': 'यह संदेश id पहले ही इस्तेमाल हो चुकी है।',
  'You are sending messages too fast. Wait a moment and try again.':
    'आप बहुत तेज़ी से संदेश भेज रहे हैं। थोड़ा रुककर फिर से कोशिश करें।',
  'This member has not set up encrypted chat yet.': 'इस सदस्य ने अभी तक एन्क्रिप्टेड चैट सेट नहीं की है।',
  'There is no key backup for this account.': 'इस खाते की कोई कुंजी बैकअप नहीं है।',
  // Stories, pages, recruitments, files, admin.
  'A published story cannot be changed.': 'प्रकाशित कहानी बदली नहीं जा सकती।',
  'A page with this address already exists.': 'इस पते वाला पेज पहले से मौजूद है।',
  'Another recruitment already uses this slug. Choose a different one.':
    'यह स्लग किसी दूसरी भर्ती में पहले से इस्तेमाल हो रहा है। कोई दूसरा चुनें।',
  'Choose a time in the future, or publish now.': 'भविष्य का समय चुनें, या अभी प्रकाशित करें।',
  'This file is not a PDF. Upload the notice as a PDF file.': 'यह फ़ाइल PDF नहीं है। सूचना PDF फ़ाइल के रूप में अपलोड करें।',
  'This PDF could not be read. It may be damaged; try exporting it again.':
    'यह PDF पढ़ी नहीं जा सकी। हो सकता है यह खराब हो; इसे फिर से एक्सपोर्ट करके देखें।',
  'Upload a JPEG, PNG or WebP image.': 'JPEG, PNG या WebP फ़ोटो अपलोड करें।',
  'This image could not be read. Try another one.': 'यह फ़ोटो पढ़ी नहीं जा सकी। कोई दूसरी फ़ोटो आज़माएँ।',
  'You cannot remove your own admin rights.': 'आप अपने ही एडमिन अधिकार नहीं हटा सकते।',
  'You cannot ban yourself.': 'आप खुद को प्रतिबंधित नहीं कर सकते।',
  'You cannot delete your own account from the admin area.': 'आप एडमिन क्षेत्र से अपना ही खाता डिलीट नहीं कर सकते।',
  // Jobs, alerts and push notifications.
  'Please sign in to see the jobs you can apply for.':
    'जिन नौकरियों के लिए आप आवेदन कर सकते हैं, उन्हें देखने के लिए कृपया लॉगिन करें।',
  'The unsubscribe link is damaged or was not made by this site.':
    'यह अनसब्सक्राइब लिंक खराब है या इस साइट का बनाया हुआ नहीं है।',
  'Push notifications are not available here.': 'पुश नोटिफ़िकेशन यहाँ उपलब्ध नहीं हैं।',
  // Mock tests.
  'This test is not offered in that language.': 'यह टेस्ट उस भाषा में उपलब्ध नहीं है।',
  'The test could not be started. Please try again.': 'टेस्ट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  'The time for this test is over, so answers are no longer accepted. Your attempt has been submitted.':
    'इस टेस्ट का समय समाप्त हो गया है, इसलिए अब उत्तर स्वीकार नहीं किए जाते। आपका प्रयास जमा कर दिया गया है।',
  'The time for this section is over: its answers are locked.': 'इस सेक्शन का समय समाप्त हो गया है: इसके उत्तर लॉक हैं।',
  'This section opens when the previous section’s time ends.': 'यह सेक्शन पिछले सेक्शन का समय समाप्त होने पर खुलेगा।',
  'The result, the answer key and the explanations are shown once the attempt is submitted.':
    'परिणाम, उत्तर कुंजी और व्याख्या प्रयास जमा होने के बाद दिखाई जाती हैं।',
  // Typing test.
  'This passage is not in the language of the preset.': 'यह पैसेज प्रीसेट की भाषा में नहीं है।',
  'This keyboard layout is not offered for this passage.': 'इस पैसेज के लिए यह कीबोर्ड लेआउट उपलब्ध नहीं है।',
  'In exam mode, choose a passage made for this test.': 'परीक्षा मोड में इसी टेस्ट के लिए बना पैसेज चुनें।',
  'This attempt has been submitted already.': 'यह प्रयास पहले ही जमा हो चुका है।',
  'This attempt has expired. Please start a new one.': 'इस प्रयास की समय-सीमा समाप्त हो गई है। कृपया नया प्रयास शुरू करें।',
  'The time taken is longer than the time allowed.': 'लगा समय अनुमत समय से अधिक है।',
  'The typed text is far longer than the passage.': 'टाइप किया गया टेक्स्ट पैसेज से बहुत लंबा है।',
  'This much text cannot have been typed in the time given.': 'दिए गए समय में इतना टेक्स्ट टाइप नहीं किया जा सकता।',
  'A rule set for Hindi passages needs at least one layout.': 'हिन्दी पैसेज वाले नियम सेट में कम से कम एक लेआउट होना चाहिए।',
  // Field messages of the shared contracts (sent as `issues[].message` of VALIDATION_FAILED).
  'Enter your name (at least 2 characters).': 'अपना नाम लिखें (कम से कम 2 अक्षर)।',
  'Choose a state from the list.': 'सूची में से राज्य चुनें।',
  'Choose a qualification from the list.': 'सूची में से योग्यता चुनें।',
  'Choose exams from the list.': 'सूची में से परीक्षाएँ चुनें।',
  'Choose English or Hindi.': 'अंग्रेज़ी या हिन्दी चुनें।',
  'Choose a category from the list.': 'सूची में से वर्ग चुनें।',
  'Choose a gender from the list.': 'सूची में से लिंग चुनें।',
  'Enter a date of birth as YYYY-MM-DD.': 'जन्म तिथि YYYY-MM-DD के रूप में लिखें।',
  'Enter a real date of birth.': 'सही जन्म तिथि लिखें।',
  'Give your story a title of at least 10 characters.': 'अपनी कहानी को कम से कम 10 अक्षरों का शीर्षक दें।',
  'Keep the title under 120 characters.': 'शीर्षक 120 अक्षरों से कम रखें।',
  'Which exam did you pass?': 'आपने कौन-सी परीक्षा पास की?',
  'Keep the exam name under 80 characters.': 'परीक्षा का नाम 80 अक्षरों से कम रखें।',
  'Enter the year you passed.': 'परीक्षा पास करने का वर्ष लिखें।',
  'Enter a year from 1990 on.': '1990 या उसके बाद का वर्ष लिखें।',
  'The year cannot be in the future.': 'वर्ष भविष्य का नहीं हो सकता।',
  'Which post or department did you join?': 'आपने कौन-सा पद या विभाग जॉइन किया?',
  'Keep the post under 120 characters.': 'पद 120 अक्षरों से कम रखें।',
  'Keep your tips under 2,000 characters.': 'अपने सुझाव 2,000 अक्षरों से कम रखें।',
  'Say whether we may show your name.': 'बताएँ कि हम आपका नाम दिखा सकते हैं या नहीं।',
  'Keep the reason under 300 characters.': 'कारण 300 अक्षरों से कम रखें।',
  'Tell the author why, in at least 5 characters.': 'लेखक को कम से कम 5 अक्षरों में कारण बताएँ।',
  'Keep the reason under 500 characters.': 'कारण 500 अक्षरों से कम रखें।',
  'Choose when to publish (a date and time).': 'प्रकाशन का समय चुनें (तिथि और समय)।',
  'Paste or upload the file to import.': 'इम्पोर्ट करने के लिए फ़ाइल पेस्ट या अपलोड करें।',
  'Give the page a title.': 'पेज का शीर्षक दें।',
  'Keep the page under 100,000 characters.': 'पेज 1,00,000 अक्षरों से कम रखें।',
  'Empty messages are not sent.': 'खाली संदेश नहीं भेजे जाते।',
  'This message is too long.': 'यह संदेश बहुत लंबा है।',
  'Messages must be encrypted.': 'संदेश एन्क्रिप्टेड होने चाहिए।',
  'The typed text is too long.': 'टाइप किया गया टेक्स्ट बहुत लंबा है।',
  'A passage needs at least 20 characters.': 'पैसेज कम से कम 20 अक्षरों का होना चाहिए।',
  'Keep a passage under 20,000 characters.': 'पैसेज 20,000 अक्षरों से कम रखें।',
  'The allotted time must be one of the duration options.': 'निर्धारित समय दी गई अवधियों में से एक होना चाहिए।',
  // Sign-in (better-auth, and the ban message auth.ts gives it).
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'Invalid email': 'ईमेल सही नहीं है',
  'Invalid password': 'पासवर्ड गलत है',
  'User already exists.': 'इस ईमेल से खाता पहले से मौजूद है।',
  'User already exists. Use another email.': 'इस ईमेल से खाता पहले से मौजूद है। कोई दूसरा ईमेल इस्तेमाल करें।',
  'Email not verified': 'ईमेल की पुष्टि नहीं हुई है',
  'Password too short': 'पासवर्ड बहुत छोटा है',
  'Password too long': 'पासवर्ड बहुत लंबा है',
  'Invalid token': 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है',
  'User not found': 'खाता नहीं मिला',
  'Session expired. Re-authenticate to perform this action.': 'सत्र समाप्त हो गया है। यह करने के लिए फिर से लॉगिन करें।',
  'Your account has been suspended. Contact support if you think this is a mistake.':
    'आपका खाता निलंबित कर दिया गया है। अगर आपको लगता है कि यह गलती है, तो सहायता टीम से संपर्क करें।',
  // Answer-key day.
  'The official key is not attached yet. Choose the saved response sheet file (it marks the right answers), or check again when the key is attached.':
    'आधिकारिक उत्तर कुंजी अभी जोड़ी नहीं गई है। सहेजी हुई रिस्पॉन्स शीट फ़ाइल चुनें (उसमें सही उत्तर चिह्नित होते हैं), या कुंजी जुड़ने पर फिर से जाँचें।',
  'This answer key does not exist or has no score check.': 'यह उत्तर कुंजी मौजूद नहीं है, या इस पर स्कोर जाँच उपलब्ध नहीं है।',
  'The answer key is being changed. Check again in a minute.': 'उत्तर कुंजी अभी बदली जा रही है। एक मिनट बाद फिर से जाँचें।',
  'Check your score first, then mark the questions you object to.':
    'पहले अपना स्कोर जाँचें, फिर उन प्रश्नों को चिह्नित करें जिन पर आपको आपत्ति है।',
  'No answer-key notice has this id.': 'इस id की कोई उत्तर कुंजी सूचना नहीं है।',
  'Too many score cards in the last hour. Try again later.':
    'पिछले एक घंटे में बहुत अधिक स्कोर कार्ड बनाए गए। कुछ देर बाद फिर से कोशिश करें।',
  'Check your score first, then share it.': 'पहले अपना स्कोर जाँचें, फिर उसे साझा करें।',
};
