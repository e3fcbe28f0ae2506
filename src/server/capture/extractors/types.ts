/** What an extraction library found on a page; undefined when it found nothing. */
export interface LibraryResult {
  title: string | undefined;
  description: string | undefined;
  image: string | undefined;
  icon: string | undefined;
}

export type LibraryExtractor = (html: string, url: string) => Promise<LibraryResult>;
