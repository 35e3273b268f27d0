export * from './text-items.ts';
export * from './propose.ts';
export * from './answer-key.ts';
export * from './marking-presets.ts';
export * from './paper-pdf.ts';
export * from './crop-boxes.ts';
export * from './paper-content.ts';
