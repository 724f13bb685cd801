/** The search feature: the header's search box (desktop) and search sheet (phone), issue 12. */
export { HeaderSearch } from './components/header-search';
