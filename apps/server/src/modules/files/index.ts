/** The files module's front door: the file store and the image renditions others save uploads with. */
export type { FileStore } from './file-store.ts';
export { pagePhoto, readUpload, sniffImage, squareRenditions } from './images.ts';
