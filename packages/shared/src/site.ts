/** Name appended to every page title ("Jobs | JobPortal"). Spec §9. */
export const SITE_NAME = 'JobPortal';
