/** The mobile layout applies at a viewport width of 480 px or less. */
export const mobileQuery = '(max-width: 480px)';
