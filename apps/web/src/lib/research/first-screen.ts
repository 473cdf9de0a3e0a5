/**
 * The cards a screen shows before any scrolling, up to 1440 pixels tall (two rows of the
 * three-column grid, or six list rows): the first frame of new results draws these, and as many
 * more follow in each next frame.
 */
export const firstScreenCards = 6;
