import NotYetAvailablePage from '@/shell/not-yet-available/not-yet-available-page.tsx';

/** Placeholder while the screen is built; replaced by the page itself. */
export default NotYetAvailablePage;
