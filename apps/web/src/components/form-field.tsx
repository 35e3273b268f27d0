/** Moved to ./form/form-field.tsx (the form field family); kept so branches written before the move still build. */
export * from './form/form-field.tsx';
