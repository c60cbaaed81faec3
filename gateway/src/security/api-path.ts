/** Whether a request URL is under /api (the proxied API), as opposed to the shell's pages and files. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}
