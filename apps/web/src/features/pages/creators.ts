export interface Creator {
  name: string;
  github: string;
  email: string;
  linkedin: string;
}

/** The five people behind BidHub, as the Contact page lists them; their pages fill in here. */
export const CREATORS: Creator[] = [1, 2, 3, 4, 5].map((number) => ({
  name: `Creator ${number}`,
  github: 'https://github.com/',
  email: `creator${number}@bidhub.example`,
  linkedin: 'https://www.linkedin.com/',
}));
