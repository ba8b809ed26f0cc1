/** How long a post list page or a post stays fresh, on the server and in the browser. */
export const FIVE_MINUTES = 5 * 60 * 1000;
