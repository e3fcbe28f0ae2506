// Every user-visible message the product specification quotes, word for word (its spellings too).
export const messages = {
  invalidData: 'Invalid data provided',
  invalidUrl: 'Invalid URL',
  invalidCredentials: 'Invalid credentials',
  invalidLogin: 'Invalid username or password',
  tweetIdMissing: 'Unable to extract tweet ID from URL',
  tweetFetchFailed: 'Failed to fetch tweet data',
  twitterCardFailed: 'Failed to fetch Twitter card: ',
  twitterBothFailed: 'Both fetchTwitter and fetchTwitter2 failed',
  screenshotFailed: 'Failed to get screenshot: ',
  metadataFailed: 'Failed to fetch metadata: ',
  nameOrIdRequired: 'Please provide either name or id',
  categoryNameAndIdRequired: 'Please provide a category name & id',
  categoryRequired: 'Please provide a category',
  invalidApiData: 'Invalid data format received from API',
  signinFailed: 'Failed to signin. Please try again.',
  signupFailed: 'Failed to signup. Please try again.',
  categoryAddFailed: 'Error adding category:',
  categoryDeleteFailed: 'Failed to delete category',
  loginAgain: 'Please Login Again!',
  loggedOut: 'Logged Out!',
  somethingWrong: 'Error - Something went wrong.',
  toolNotFound: 'Tool not found',
  noResources: 'No Resources Found!',
  loading: 'Loading...',
  noDescription: 'No description available.',
  notFoundPage: "Oops! Looks like you're lost.",
  unauthorized: 'Please sign in',
  notFound: 'Not found',
  rateLimited: 'Too many requests, please slow down',
  usernameTaken: 'That username is taken',
  categoryExists: 'That category already exists',
} as const;

export const deleteToolConfirm = (name: string) => `Are you sure you want to delete "${name}"?`;
export const deleteCategoryConfirm = (name: string) => `Are you sure you want to delete "${name}" category?`;
export const resultsFound = (n: number) => `${n} results found`;
export const fallbackDescription = (title: string, url: string) =>
  `This is ${title}, for more information checkout - ${url}`;
