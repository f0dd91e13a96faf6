/** A tool card as the /tools hub draws it; the admin's picture page shows the same card. */
export * from './tool-card';
