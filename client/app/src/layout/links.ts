export const OFFICIAL_WEBSITE = 'https://odontia.dev';

/** Tool pages take the whole width: the sidebar collapses on them (seed 000 section 2). */
export const collapsesSidebar = (pathname: string): boolean =>
  /^\/(trajectory|trajectory-ct|trajectory-comparsion|trajectory-ct-motion|smart-face|smart-viewer|crown|ct|viewer)(\/|$)/.test(
    pathname,
  );

/** On the Trajectory route the collapsed sidebar opens on hover. */
export const opensOnHover = (pathname: string): boolean => /^\/trajectory(\/|$)/.test(pathname);
