/**
 * The page reload the session rules call for (spec shell §4 Logout: "always reloads the page
 * afterwards"; Auth synchronisation: "the page reloads if the token cookie changed"). An object,
 * so tests can replace it: jsdom cannot navigate.
 */
export const pageNavigation = {
  reload(): void {
    window.location.reload();
  },
};
