/** Paths reachable without a session (seed 000 section 2). */
export const PUBLIC_PATHS = ['/', '/home', '/register', '/about', '/topics', '/news', '/contact-us'];
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard/index';
/** The patient's standalone page of a smile-design share link. */
export const SMART_VIEWER_PATH = '/smart-viewer';

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(pathname) ||
  pathname === LOGIN_PATH ||
  pathname === SMART_VIEWER_PATH ||
  pathname === '/401' ||
  pathname === '/404';

/** `/login?redirect=<the original address>`. */
export const loginUrl = (redirect: string): string =>
  redirect && redirect !== '/' && !redirect.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`
    : LOGIN_PATH;

/** Only same-origin paths are followed after login. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith(LOGIN_PATH)) return DASHBOARD_PATH;
  return value;
}
