/** English texts of the photo and signature fitter at `/tools/photo` (i18next namespace `tools`). */
export const enTools = {
  page: {
    title: 'Prepare my photo and signature',
    description:
      'Crop, clean and resize your photo, signature, thumb impression or declaration to the exact size and KB range the form asks for. Your images never leave your phone.',
  },
  fitter: {
    forJob: 'Sizes asked by {{title}}',
    jobLoading: 'Loading the sizes this recruitment asks for…',
    jobUnavailable: 'Could not load this recruitment’s sizes. Pick a common size below.',
    jobNoSpecs: 'This recruitment lists no photo or signature sizes. Pick a common size below.',
    presets: 'Common sizes',
    upload: 'What are you preparing?',
    kinds: {
      photo: 'Photo',
      signature: 'Signature',
      thumb: 'Left thumb impression',
      declaration: 'Handwritten declaration',
    },
    presetNames: {
      'ssc-photo': 'SSC photo',
      'ssc-signature': 'SSC signature',
      'ibps-photo': 'IBPS photo',
      'ibps-signature': 'IBPS signature',
      'ibps-thumb': 'IBPS left thumb impression',
      'ibps-declaration': 'IBPS handwritten declaration',
      'photo-name-date': 'Photo with name and date',
      custom: 'Custom size',
    },
    specLine: '{{width}} × {{height}} px, {{minKb}}–{{maxKb}} KB, JPEG',
    nameAndDateNote: 'Name and date printed below the photo',
    custom: {
      kind: 'Kind',
      width: 'Width (px)',
      height: 'Height (px)',
      minKb: 'Smallest size (KB)',
      maxKb: 'Largest size (KB)',
      invalid: 'Enter a width and height of 20–4000 px and a KB range of 1–10240 KB (smallest not above largest).',
    },
    pick: 'Choose a photo or take one',
    pickHint: 'JPEG or PNG from your camera or gallery. The image stays on this phone.',
    changePick: 'Choose another image',
    crop: {
      label: 'Crop box: drag to move, pinch or scroll to zoom; arrow keys move, plus and minus zoom.',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      reset: 'Reset crop',
    },
    name: 'Name on the photo',
    date: 'Date on the photo',
    working: 'Preparing…',
    result: 'Result',
    resultSize: '{{width}} × {{height}} px, {{kb}} KB',
    resultAlt: 'The prepared {{kind}}',
    download: 'Download {{fileName}}',
    privacy: 'Prepared on this phone: nothing is uploaded.',
    errors: {
      heic: 'This browser cannot open HEIC photos. Set your camera to JPEG (“Most compatible”), or share the photo as JPEG, and choose it again.',
      unreadable: 'This file could not be read as an image. Choose a JPEG or PNG photo.',
      tooManyPixels:
        'This image has too many pixels for this phone to open. Choose a smaller photo, or take one at a lower camera resolution.',
      cannotFit:
        'This image cannot be made small enough for this size. Crop closer, or choose a plainer photo.',
    },
  },
};
