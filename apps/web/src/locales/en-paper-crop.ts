/**
 * English texts of the crop screen, a mock test from a question paper's PDF (i18next namespace
 * `paperCrop`, registered by the screen's own chunk). `problems` are the crop engine's words
 * (`paper-pdf.ts`), kept equal by the screen's tests.
 */
export const enPaperCrop = {
  title: 'Paper from a PDF',
  description:
    'Upload a question paper’s PDF: each question becomes a picture of it as printed, with its text kept for screen readers and search.',
  steps: {
    numbered: '{{number}}. {{title}}',
    paper: 'The paper',
    boxes: 'The questions on the pages',
    publish: 'Answer key and publishing',
  },
  file: {
    label: 'Question paper (PDF)',
    hint: 'Up to {{limit}} MB. A paper printed in English and Hindi is paired question by question.',
    reading: 'Reading page {{page}}…',
    failed: 'This PDF cannot be used',
    summary: '{{name}}: {{pages}} pages, {{boxes}} boxes proposed for {{questions}} questions.',
    scanned: 'Pages {{pages}} have no text layer (a scan): draw their questions’ boxes by hand.',
  },
  problems: {
    empty: 'The file is empty.',
    tooBig:
      'The PDF is {{size}}; the limit is {{limit}}. Upload a smaller file (for example, the paper without its cover pages, or scanned at a lower resolution).',
    notPdf: 'This file is not a PDF. Upload the question paper as a PDF file.',
    password:
      'This PDF is locked with a password. Open it, remove the password (or print it to a new PDF) and upload that file.',
    damaged:
      'This PDF could not be read: it may be damaged or incomplete. Open it, save it again as a PDF and upload that file.',
    noPages: 'This PDF has no pages.',
  },
  details: {
    title: 'Title',
    titleHi: 'Title in Hindi',
    titleHiNeeded: 'Needed: the paper is in English and Hindi.',
    slug: 'Address (slug)',
    slugHint: 'Lower-case words joined by hyphens: the test’s page is /tests/<slug>.',
    exam: 'Exam',
    examHint: 'As people name it, e.g. SSC CGL Tier-I.',
    sector: 'Sector',
    minutes: 'Time (minutes)',
    preset: 'Marking',
    presetHint: 'Marks for a right answer and the deduction for a wrong one, as the exam marks it.',
  },
  boxes: {
    intro:
      'Each box becomes one picture. Select a box, then drag it or its corners, or use the keyboard. The numbers pair each English question with its Hindi version.',
    draw: 'Draw a box',
    drawing: 'Drag on a page to draw a box (Esc to stop).',
    add: 'Add a box',
    legendEn: 'English',
    legendHi: 'Hindi',
    pages: 'Pages of the paper',
  },
  page: {
    label: 'Page {{page}} of {{pages}}',
    scanned: 'No text layer',
  },
  box: {
    tagEn: 'Q{{number}} · EN',
    tagHi: 'Q{{number}} · HI',
    name: 'Question {{number}}, {{language}}, page {{page}}',
  },
  language: { en: 'English', hi: 'Hindi' },
  selected: {
    title: 'Selected box',
    titleOf: 'Question {{number}}, {{language}}',
    none: 'No box selected: choose one on a page or in the list of questions.',
    where: 'Page {{page}}, at {{x}}, {{y}}, {{width}} × {{height}} points',
    number: 'Question number',
    language: 'Language',
    options: 'Options',
    optionsHint: 'How many options the question has (2–{{max}}).',
    text: 'Text (read aloud, and found by search)',
    textHint: 'From the PDF’s text layer. Empty it to read the text layer again.',
    splitMiddle: 'Split in the middle',
    splitLine: 'Split above a line',
    splitLinePlaceholder: 'Choose a line…',
    splitHere: 'Split',
    mergeNext: 'Merge with next',
    remove: 'Delete',
    keyboard:
      'Keyboard: arrows move the selected box by 1 point (with Shift, 10); Alt or Ctrl with the arrows resizes it; Delete removes it.',
  },
  list: {
    title: 'Questions ({{total}})',
    number: 'Question',
    question: 'Q.{{number}}',
    missing: 'Missing',
    part: 'p. {{page}}',
    partName: 'Question {{number}}, {{language}}, part {{part}}, page {{page}}',
  },
  key: {
    label: 'Answer key',
    hint: 'Paste it as “1-B, 2-D, 3-A…”, one a line, or the official key’s table. “Dropped” or * drops a question.',
    pdf: 'Or read the official key’s PDF',
    pdfHint: 'Its text fills the answer key above.',
    reading: 'Reading the key…',
    pdfFailed: 'This key PDF cannot be read',
    empty: 'Paste the key: {{questions}} questions need an answer.',
    problems: 'The key does not match the paper',
    beyondOptions: 'Question {{number}} has {{options}} options; the key gives ({{option}}).',
    ok_one: 'The key answers the question ({{dropped}} dropped).',
    ok_other: 'The key answers all {{count}} questions ({{dropped}} dropped).',
  },
  checks: {
    missingNumbers:
      'No box has question number {{numbers}}: the key is read as questions 1 to the last. Renumber the boxes.',
    noHindi: 'No Hindi version of questions {{numbers}}: the English picture is shown in Hindi too.',
    noEnglish: 'No English version of questions {{numbers}}: the Hindi picture is shown in English too.',
  },
  publish: {
    check: 'Check',
    publish: 'Publish',
    working: 'Working…',
    needs: 'Publishing needs every question numbered and a key that matches the paper.',
    checking: 'Checking the paper…',
    uploading: 'Uploading the questions’ pictures: {{done}} of {{total}}…',
    progress: 'Pictures uploaded',
    saving: 'Saving the paper…',
    ready: 'Ready: {{questions}} questions, {{marks}} marks.',
    replaces: 'A paper with the address {{slug}} exists: publishing replaces it.',
    published: 'Published: {{title}}',
    open: 'Open the test',
    nothingSaved: 'Nothing was saved.',
    notValid: 'The paper has problems',
    checkFailed: 'The paper could not be checked: {{reason}}',
    uploadFailed:
      'Picture {{index}} of {{total}} (question {{number}}, {{language}}) could not be uploaded: {{reason}}',
    saveFailed: 'The paper could not be saved: {{reason}}',
  },
};
