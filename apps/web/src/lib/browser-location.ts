/** Full browser navigation, to another site or service (kept in one object so tests can spy). */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
