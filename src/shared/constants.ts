// Business constants from the specification (section 9) and the limits we add to it.
export const CACHE_TIMEOUT_MS = 300_000;
export const SCREENSHOT_ATTEMPTS = 3;
export const DEFAULT_CATEGORY = 'all';
export const PAGE_SIZE = 10;
export const NONE = 'None';

export const limits = {
  urlLength: 2048,
  nameLength: 300,
  titleLength: 500,
  descriptionLength: 10_000,
  categoryLength: 100,
  keywordLength: 100,
  keywordCount: 100,
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 256,
  personNameLength: 100,
  emailLength: 254,
  searchLength: 200,
  pageMax: 500,
} as const;
