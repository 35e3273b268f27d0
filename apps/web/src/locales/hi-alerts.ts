import type { enAlerts } from './en-alerts.ts';
import type { Shape } from './shape.ts';

/**
 * Hindi texts of alerts, reminders and the notification centre (i18next namespace `alerts`), the same
 * keys as `en-alerts.ts`. The bell's notifications are सूचनाएँ; the browser's are पुश नोटिफ़िकेशन.
 */
export const hiAlerts = {
  bell: {
    label: 'सूचनाएँ',
    labelUnread_one: 'सूचनाएँ, {{count}} अपठित',
    labelUnread_other: 'सूचनाएँ, {{count}} अपठित',
    title: 'सूचनाएँ',
    empty: 'अभी कुछ नहीं है। नई नौकरियों की जानकारी पाने के लिए अलर्ट चालू करें।',
    markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
    markRead: 'पढ़ा हुआ चिह्नित करें',
    settings: 'अलर्ट सेटिंग',
    close: 'सूचनाएँ बंद करें',
    loadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
    unreadMark: 'अपठित',
  },
  kind: {
    named: '{{recruitment}} — {{title}}',
    alert: {
      job: 'नई भर्ती: {{title}}',
      result: 'परिणाम: {{title}}',
      admit_card: 'प्रवेश पत्र: {{title}}',
      answer_key: 'उत्तर कुंजी: {{title}}',
      exam_date: 'परीक्षा तिथि: {{title}}',
      other: 'नई सूचना: {{title}}',
    },
    reminder: {
      last_date: 'आवेदन की अंतिम तिथि {{when}}: {{title}}',
      fee_last_date: 'शुल्क भुगतान की अंतिम तिथि {{when}}: {{title}}',
      admit_card: 'प्रवेश पत्र {{when}} जारी होगा: {{title}}',
      objection_end: 'उत्तर कुंजी पर आपत्तियाँ {{when}} बंद होंगी: {{title}}',
    },
    when: {
      today: 'आज',
      tomorrow: 'कल',
      inDays: '{{count}} दिन बाद',
    },
    friend_request: '{{title}} ने आपको मित्रता अनुरोध भेजा है',
    friend_accepted: '{{title}} ने आपका मित्रता अनुरोध स्वीकार कर लिया',
    story_published: 'आपकी कहानी “{{title}}” प्रकाशित हो गई',
    story_rejected: 'आपकी कहानी “{{title}}” स्वीकृत नहीं हुई',
    score_changed: '{{title}}: नई उत्तर कुंजी से आपका स्कोर {{from}} से {{to}} हो गया',
    score_changed_dropped_one: '{{title}}: आपका स्कोर {{from}} से {{to}} हो गया: {{count}} प्रश्न हटाया गया',
    score_changed_dropped_other: '{{title}}: आपका स्कोर {{from}} से {{to}} हो गया: {{count}} प्रश्न हटाए गए',
  },
  page: {
    title: 'नौकरी अलर्ट',
    description: 'चुनें कि आपको किन चीज़ों की जानकारी मिले और कैसे: ईमेल से, इस डिवाइस पर पुश नोटिफ़िकेशन से, या केवल घंटी में।',
    what: 'मुझे किन चीज़ों का अलर्ट मिले',
    noticeTypes: 'सूचना के प्रकार',
    noticeType: {
      job: 'नई भर्तियाँ',
      result: 'परिणाम',
      admit_card: 'प्रवेश पत्र',
      answer_key: 'उत्तर कुंजी',
    },
    sectors: 'क्षेत्र (कोई न चुनें तो सभी)',
    states: 'राज्य (कोई न चुनें तो सभी)',
    qualifications: 'योग्यता (कोई न चुनें तो सभी)',
    eligibleOnly: 'केवल वे नौकरियाँ जिनके लिए मैं पात्र हूँ',
    eligibleOnlyHint:
      'आपकी प्रोफ़ाइल से जाँचा जाता है, नौकरियों की सूची के “जिनके लिए मैं पात्र हूँ” की तरह: जिन नौकरियों के लिए आप आवेदन नहीं कर सकते, या जिनके लिए ज़रूरी विवरण आपकी प्रोफ़ाइल में नहीं है, वे छोड़ दी जाती हैं।',
    how: 'मुझे कैसे बताएँ',
    emailMode: 'ईमेल',
    emailModes: {
      off: 'ईमेल नहीं',
      instant: 'तुरंत',
      daily: 'रोज़ का सारांश',
      weekly: 'साप्ताहिक सारांश',
    },
    push: 'इस डिवाइस पर पुश नोटिफ़िकेशन',
    pushDenied: 'आपके ब्राउज़र की सेटिंग में इस साइट के नोटिफ़िकेशन ब्लॉक हैं।',
    pushUnsupported: 'यह ब्राउज़र पुश नोटिफ़िकेशन नहीं दिखा सकता।',
    reminders: 'सहेजी गई नौकरियों की अंतिम तिथि का रिमाइंडर (3 दिन और 1 दिन पहले)',
    remindByEmail: 'ईमेल से',
    remindByPush: 'पुश नोटिफ़िकेशन से',
    applied: 'जिन भर्तियों में मैंने आवेदन किया: प्रवेश पत्र, उत्तर कुंजी, परिणाम और परीक्षा तिथि (घंटी में हमेशा)',
    appliedByEmail: 'आवेदन की गई भर्तियों की जानकारी ईमेल से',
    appliedByPush: 'आवेदन की गई भर्तियों की जानकारी पुश नोटिफ़िकेशन से',
    save: 'अलर्ट सहेजें',
    saved: 'अलर्ट सेटिंग सहेज ली गई',
    saveFailed: 'अलर्ट सेटिंग सहेजी नहीं जा सकी।',
    loadFailed: 'अलर्ट सेटिंग लोड नहीं हो सकी।',
  },
  profileLink: 'नौकरी अलर्ट और रिमाइंडर',
} satisfies Shape<typeof enAlerts>;
