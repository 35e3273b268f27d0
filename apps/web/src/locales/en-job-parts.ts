/**
 * The job page's parts drawn by chunks of their own ("Your fee", "What to upload";
 * translation namespace): part of `en` (./en.ts), registered when those chunks load
 * (./en-job-parts-register.ts), so the first load of a job page does not carry them.
 */
export const enJobParts = {
  jobParts: {
    yourFee: {
      amount: 'Your fee: ₹{{amount}} ({{basis}})',
      everyone: 'Your fee: ₹{{amount}}',
      needsCategory: 'Add your category to your profile to see your fee.',
      basis: {
        general: 'General',
        obc: 'OBC',
        sc: 'SC',
        st: 'ST',
        ews: 'EWS',
        female: 'Women',
        pwbd: 'PwBD',
        esm: 'Ex-serviceman',
      },
    },
    uploads: {
      title: 'What to upload',
      kinds: {
        photo: 'Photo',
        signature: 'Signature',
        thumb: 'Left thumb impression',
        declaration: 'Handwritten declaration',
      },
      px: '{{width}} × {{height}} px',
      cm: '{{width}} × {{height}} cm at {{dpi}} dpi ({{pixels}})',
      kb: '{{min}}–{{max}} KB',
      background: { white: 'White background', light: 'Light background' },
      nameAndDate: 'Name and date on the photo',
      prepare: 'Prepare my photo and signature',
    },
  },
} as const;
