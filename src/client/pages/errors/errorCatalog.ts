// The error pages of SPEC section 2 (page-error-400 ... 503) and the 404 text of section 8.

export const NOT_FOUND_TEXT = 'The page you were looking for is not found!';

export interface ErrorText {
  code: number;
  title: string;
  explanation: string;
}

export const ERROR_PAGES: ErrorText[] = [
  {
    code: 400,
    title: 'Bad request',
    explanation: 'The request could not be understood. Check the address or the details you entered and try again.',
  },
  {
    code: 403,
    title: 'Access denied',
    explanation: 'You do not have permission to open this page. Ask the account owner to add it to your role.',
  },
  {
    code: 500,
    title: 'Something went wrong on our side',
    explanation: 'The server ran into an error while handling your request. Please try again in a moment.',
  },
  {
    code: 503,
    title: 'Service unavailable',
    explanation: 'Bahi is temporarily unavailable, possibly for maintenance. Please try again shortly.',
  },
];

export function errorText(code: number): ErrorText {
  return ERROR_PAGES.find((page) => page.code === code) ?? ERROR_PAGES[2];
}

export const errorPagePath = (code: number): string => `page-error-${code}`;
